// The teams feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { MyAssignments } from './components/my-assignments';
