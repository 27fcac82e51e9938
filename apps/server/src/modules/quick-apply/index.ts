// Quick apply: a short public application that becomes an account only through the e-mailed link (decision 016).
export { default } from './routes';
