import { Box } from '@mui/material';

/** The product's own screens (apps/web/public/product, rendered by `npm run shots:product`). */
export const PRODUCT_SHOTS = {
  'practice-call': 'A spoken video practice call: the buyer on the left, the live transcript on the right',
  report: 'A report: the overall score, each skill’s score and the coach’s summary quoting the call',
  team: "A manager's team view: each rep's latest score in every skill",
} as const;
export type ProductShotName = keyof typeof PRODUCT_SHOTS;

/** A screen of the product in a browser-window frame. Decorative where the text says the same. */
export function ProductShot({
  name,
  decorative = false,
  eager = false,
}: {
  name: ProductShotName;
  decorative?: boolean;
  eager?: boolean;
}) {
  return (
    <Box
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#fff',
        boxShadow: '0 24px 60px rgba(15, 42, 67, 0.28)',
        border: '1px solid rgba(15, 42, 67, 0.12)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.75, px: 1.5, py: 1, bgcolor: '#e9eef3' }} aria-hidden>
        {['#f87171', '#fbbf24', '#34d399'].map((c) => (
          <Box key={c} sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: c }} />
        ))}
      </Box>
      <Box
        component="img"
        src={`/product/${name}.png`}
        alt={decorative ? '' : PRODUCT_SHOTS[name]}
        width={1280}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
