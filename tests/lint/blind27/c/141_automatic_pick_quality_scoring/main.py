import jax
import jax.numpy as jnp
import numpy as np

from net import LEAKY, arrival_quality

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": 0.4 * jax.random.normal(k1, (6, 16)), "b1": jnp.zeros(16),
          "w2": 0.4 * jax.random.normal(k2, (16,))}
rng = np.random.default_rng(141)
for batch in range(5):
    feats = rng.normal(size=(24, 6)).astype(np.float32)
    q = arrival_quality(params, feats, activation=LEAKY)
    print(batch, round(float(q.mean()), 4))
