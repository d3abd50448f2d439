import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { FOOTER_PATHS } from '@buyerlab/contract';
import { RootLayout } from './layout/root-layout';

// Every route's code is loaded on demand so the home page stays small.
const HomePage = lazy(() => import('../features/marketing/pages/home-page'));
const InfoRoutePage = lazy(() => import('../features/marketing/pages/info-route-page'));
const FaqPage = lazy(() => import('../features/marketing/pages/faq-page'));
const PricingPage = lazy(() => import('../features/billing/pages/pricing-page'));
const FreeTrialPage = lazy(() => import('../features/billing/pages/free-trial-page'));
const ThankYouPage = lazy(() => import('../features/billing/pages/thank-you-page'));
const FoodEquipmentsPage = lazy(() => import('../features/marketing/pages/food-equipments-page'));
const HealthcarePage = lazy(() => import('../features/marketing/pages/healthcare-page'));
const NotFoundPage = lazy(() => import('../features/marketing/pages/not-found-page'));
const DashboardPage = lazy(() => import('../features/reports/pages/dashboard-page'));
const ChatPage = lazy(() => import('../features/practice/pages/chat-page'));
const PersonaPage = lazy(() => import('../features/personas/pages/persona-page'));
const ReportPage = lazy(() => import('../features/reports/pages/report-page'));
const FeedbackPage = lazy(() => import('../features/reports/pages/feedback-page'));
const TeamPage = lazy(() => import('../features/teams/pages/team-page'));
const AdminPage = lazy(() => import('../features/admin/pages/admin-page'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <InfoRoutePage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/pricing/free-trial', element: <FreeTrialPage /> },
      { path: '/thankyou', element: <ThankYouPage /> },
      { path: '/industries/food-equipments', element: <FoodEquipmentsPage /> },
      { path: '/industries/industry2', element: <HealthcarePage /> },
      ...FOOTER_PATHS.map((path) => ({ path, element: <InfoRoutePage /> })),
      { path: '/persona', element: <PersonaPage /> },
      { path: '/chat/:type', element: <ChatPage /> },
      { path: '/report', element: <ReportPage /> },
      { path: '/feedback', element: <FeedbackPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/team', element: <TeamPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
