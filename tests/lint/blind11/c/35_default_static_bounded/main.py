import jax.numpy as jnp
import numpy as np

from batching import rolling_features

rng = np.random.default_rng(17)
feeds = {"clicks": (1.0, "same"), "views": (0.01, "same"), "orders": (1.0, "valid"), "refunds": (2.0, "valid")}
store = {}
for name, (scale, mode) in feeds.items():
    x = jnp.asarray(rng.poisson(5.0, size=(24,)).astype(np.float32))
    store[name] = rolling_features(x, jnp.float32(scale), mode=mode)

print({k: v.shape for k, v in store.items()})
