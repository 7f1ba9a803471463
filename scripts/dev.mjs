// `npm run dev`: the API in watch mode on :3000 and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@threshold/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@threshold/web'], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) stopAll();
  }),
);
