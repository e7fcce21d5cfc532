import '@arco-design/web-react/es/_util/react-19-adapter';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>shell</div>);
