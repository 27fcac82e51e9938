import type { Layout } from '@portal/shared/schemas/ui-settings';

/** A small drawing of each layout (spec §2 Layout tab), in the theme's colours; decorative, the label names it. */
export function LayoutPreview({ layout }: { layout: Layout }) {
  const bar = 'currentColor';
  const side = (x: number, width: number) => <rect x={x} y={10} width={width} height={40} rx={2} fill={bar} opacity={0.55} />;
  return (
    <svg width="64" height="50" viewBox="0 0 64 50" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="49" rx="4" fill="none" stroke={bar} opacity={0.5} />
      <rect x="0" y="0" width="64" height="9" rx="3" fill={bar} opacity={0.85} />
      {layout === 'left-sidebar' && side(0, 14)}
      {layout === 'big-sidebar' && side(0, 22)}
      {layout === 'right-sidebar' && side(50, 14)}
      {layout === 'top-navigation' && <rect x="4" y="12" width="56" height="5" rx="2" fill={bar} opacity={0.55} />}
      {layout === 'mega-menu' && (
        <>
          <rect x="4" y="12" width="56" height="5" rx="2" fill={bar} opacity={0.55} />
          <rect x="10" y="19" width="40" height="14" rx="2" fill={bar} opacity={0.3} />
        </>
      )}
    </svg>
  );
}
