import jax.numpy as jnp
import numpy as np

from pipeline import run_spec

rng = np.random.default_rng(111)
for week in range(5):
    prices = jnp.asarray(100 * np.exp(np.cumsum(rng.normal(0, 0.01, (40, 12)), axis=0)), jnp.float32)
    feats = run_spec(prices)
    print(week, feats.shape, int(jnp.isnan(feats).sum()))
