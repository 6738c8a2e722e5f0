import { lineGeometry } from '../../lib/stores/dashboardData.ts';
import styles from './ShopperDashboard.module.css';

const WIDTH = 600;
const HEIGHT = 200;
const INSET = 8;

/**
 * Quiz results per day as a line: SVG drawn from the figures (src/lib/stores/dashboardData.ts), a day under 5 a gap.
 * The picture is one image with a text alternative; its scale and first and last days are HTML beside it, and every
 * day's figure stands in the table below it.
 */
export default function ResultsLine({
  labels,
  values,
  label,
}: {
  labels: string[];
  values: (number | null)[];
  label: string;
}) {
  const { maximum, paths, dots } = lineGeometry(values, WIDTH, HEIGHT, INSET);
  return (
    <div className={styles.line}>
      <div className={styles.scale} aria-hidden="true">
        <span>{maximum}</span>
        <span>{maximum / 2}</span>
        <span>0</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className={styles.lineSvg}
        data-results-chart=""
        data-chart-values={JSON.stringify(values)}
      >
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            x1={0}
            x2={WIDTH}
            y1={INSET + (HEIGHT - 2 * INSET) * share}
            y2={INSET + (HEIGHT - 2 * INSET) * share}
            className={styles.gridLines}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {paths.map((path) => (
          <path key={path} d={path} className={styles.path} vectorEffect="non-scaling-stroke" />
        ))}
        {dots.map((dot) => (
          <path key={dot} d={dot} className={styles.dot} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <div className={styles.days} aria-hidden="true">
        <span>{labels[0]}</span>
        <span>{labels.at(-1)}</span>
      </div>
    </div>
  );
}
