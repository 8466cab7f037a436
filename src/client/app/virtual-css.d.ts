// Written by scripts/vite/chakra-global-css.ts at build time.
declare module 'virtual:chakra-global.css';
