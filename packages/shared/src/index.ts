export * from './constants';
export * from './api';
