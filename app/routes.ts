import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Reads like the SPEC §2 route table.
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('product/:handle', 'routes/product.tsx'),
  route('shop', 'routes/shop.tsx', { id: 'shop-all' }),
  route('shop/:type', 'routes/shop.tsx'),
  route('category', 'routes/category.tsx'),
  route('query', 'routes/query.tsx'),
  route('shape', 'routes/shape.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('profile', 'routes/profile.tsx'),
  layout('routes/account-layout.tsx', [
    route('order', 'routes/order.tsx'),
    route('ordersummary', 'routes/ordersummary.tsx'),
  ]),
  route('contact', 'routes/contact.tsx'),
  route('offer', 'routes/offer.tsx'),
  route('return-policy', 'routes/policies/return-policy.tsx'),
  route('terms-and-conditions', 'routes/policies/terms-and-conditions.tsx'),
  route('privacy-policy', 'routes/policies/privacy-policy.tsx'),
  route('shipping-delivery', 'routes/policies/shipping-delivery.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
