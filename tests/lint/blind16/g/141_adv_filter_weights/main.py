import jax.numpy as jnp
import numpy as np

from optimizer import risk_budget_weights
from screening import eligibility

N = 30
rng = np.random.default_rng(114)
for month in range(6):
    vols = jnp.asarray(rng.uniform(0.15, 0.5, N), jnp.float32)
    scores = jnp.asarray(rng.normal(size=N), jnp.float32)
    adv = jnp.asarray(rng.lognormal(16, 1, N), jnp.float32)
    min_adv = None if month < 2 else 5e6
    w = risk_budget_weights(vols, scores, eligibility(adv, min_adv))
    print(f"month {month}: names={int((w > 0).sum())} top={float(w.max()):.3f}")
