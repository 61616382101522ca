import jax.numpy as jnp
from config import PENS
from growth import finishing_curve


def pen_report(cfg):
    ws = finishing_curve(jnp.float32(cfg.start_weight), jnp.float32(cfg.feed_energy), cfg.days_on_feed)
    return float(ws[-1]), float(jnp.mean(jnp.diff(ws)))


for cfg in PENS:
    final, adg = pen_report(cfg)
    print(f"{cfg.pen_id}: market weight {final:.1f} kg, ADG {adg:.3f} kg/d")
