import numpy as np
import jax.numpy as jnp

from verify import edge_scores

REGIONS = {
    "Barents": [0.15, 0.3, 0.8],
    "Beaufort": [0.15, 0.5, 0.9],
    "Weddell": [0.1, 0.4, 0.85],
    "Ross": [0.15, 0.35, 0.7],
}
rng = np.random.default_rng(31)
for region, thresholds in REGIONS.items():
    obs = jnp.asarray(np.clip(rng.beta(2, 1.5, (40, 40)), 0, 1), jnp.float32)
    pred = jnp.clip(obs + jnp.asarray(rng.normal(0, 0.1, (40, 40)), jnp.float32), 0, 1)
    iiee = edge_scores(pred, obs, thresholds)
    print(region, [f"{float(v)/1e3:.1f}k km2" for v in iiee])
