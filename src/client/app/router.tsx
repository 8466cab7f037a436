import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '*', element: <p>Klub strategických manažerů</p> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
