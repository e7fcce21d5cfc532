import './herbFlag.css';

/**
 * A safety flag beside a herb's name: a 十八反/十九畏 partner, its 药典 toxicity (大毒, 有毒), a
 * pregnancy rule. Red when it forbids, amber (`caution`) when it only warns, e.g. 小毒. One look in
 * every herb table (result pages, 通用方 pairs, the 自拟组方 composer).
 */
export function HerbFlag({ text, caution = false }: { text: string; caution?: boolean }) {
  return (
    <span className={`tcm-herb-flag${caution ? ' is-caution' : ''}`} role="note">
      {text}
    </span>
  );
}
