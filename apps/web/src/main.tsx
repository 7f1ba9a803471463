import './app/global.css';
import { bootPortal } from './app/boot';

void bootPortal(document.getElementById('root') as HTMLElement);
