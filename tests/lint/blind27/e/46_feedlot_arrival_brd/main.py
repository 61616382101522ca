from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from preprocess import batch_stats


@partial(jax.jit, static_argnums=(1, 2))
def feedlot_risk(x, means, stds, w):
    z = (x - jnp.array(means)) / jnp.array(stds)
    return jax.nn.sigmoid(z @ w)


rng = np.random.default_rng(46)
w = jnp.array([0.9, -0.4, 0.6])
for lot in range(5):
    # arrival weight (kg), transit hours, days on feed
    x = np.stack([rng.normal(280, 30, 50), rng.normal(14, 6, 50), rng.normal(20, 8, 50)], axis=1).astype(np.float32)
    means, stds = batch_stats(x)
    risk = feedlot_risk(x, means, stds, w)
    print(f"lot {lot}: {int((risk > 0.7).sum())} high BRD risk calves")
