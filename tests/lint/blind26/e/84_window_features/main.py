import numpy as np
import jax.numpy as jnp

from windows import WIN, window_features

rng = np.random.default_rng(45)
trunk_acc = jnp.asarray(np.cumsum(rng.normal(0, 0.05, 2048)).astype(np.float32))  # 100 Hz, running trial
feats = []
for start in range(0, 2048 - WIN + 1, 128):
    feats.append(window_features(trunk_acc, start))
print(np.round(np.asarray(jnp.stack(feats))[:4], 3))
