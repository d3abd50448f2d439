// The marketing feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { default as NotFoundPage } from './pages/not-found-page';
