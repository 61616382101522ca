import jax
import jax.numpy as jnp
import numpy as np
from thresholds import thresholds_for

@jax.jit
def suitability_score(slope, flood_p, dist_road, th):
    max_slope, max_flood = th
    ok = (slope <= max_slope) & (flood_p <= max_flood)
    return jnp.mean(ok * jnp.exp(-dist_road / 2.0))

OVERRIDES = {"quarry_edge": (20.0, 0.02)}
rng = np.random.default_rng(0)
for site in ["north_farm", "quarry_edge", "river_bend", "old_depot"]:
    slope = rng.uniform(0, 30, 500).astype(np.float32)
    flood = rng.uniform(0, 0.03, 500).astype(np.float32)
    road = rng.uniform(0, 5, 500).astype(np.float32)
    print(site, round(float(suitability_score(slope, flood, road, thresholds_for(site, OVERRIDES))), 4))
