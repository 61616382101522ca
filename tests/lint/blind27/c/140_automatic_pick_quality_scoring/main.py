import jax
import jax.numpy as jnp
import numpy as np

from service import score_picks

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": 0.4 * jax.random.normal(k1, (6, 16)), "b1": jnp.zeros(16),
          "w2": 0.4 * jax.random.normal(k2, (16,))}
rng = np.random.default_rng(140)
for batch in range(5):
    feats = rng.normal(size=(24, 6)).astype(np.float32)
    print(batch, round(float(score_picks(params, feats).mean()), 4))
