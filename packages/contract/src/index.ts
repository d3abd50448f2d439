export * from './company';
export * from './catalog';
export * from './constants';
export * from './errors';
export * from './health';
export * from './routes';
