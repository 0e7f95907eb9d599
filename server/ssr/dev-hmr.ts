/** Port of Vite's HMR websocket in development (the CSP lets the page connect to it). */
export const DEV_HMR_PORT = 24678;
