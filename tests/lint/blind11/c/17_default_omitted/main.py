import jax.numpy as jnp
import numpy as np

from batching import rolling_features

rng = np.random.default_rng(17)
feeds = {"clicks": 1.0, "views": 0.01, "orders": 1.0, "refunds": 2.0}
store = {}
for name, scale in feeds.items():
    x = jnp.asarray(rng.poisson(5.0, size=(24,)).astype(np.float32))
    if scale == 1.0:
        store[name] = rolling_features(x)
    else:
        store[name] = rolling_features(x, scale)

print({k: v.shape for k, v in store.items()})
