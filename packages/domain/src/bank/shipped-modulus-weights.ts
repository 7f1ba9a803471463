import shippedFile from './modulus-weights-v8.50.json';

/**
 * The weight table file shipped with the product and loaded by the seed: Vocalink's v8.50 (valid
 * from 23 June 2025). A newer one is loaded with `npm run modulus-weights -- <file>`.
 */
export const SHIPPED_MODULUS_WEIGHTS_FILE: unknown = shippedFile;
