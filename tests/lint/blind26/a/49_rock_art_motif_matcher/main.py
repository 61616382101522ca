import numpy as np
import jax.numpy as jnp

from matcher import MotifMatcher

rng = np.random.default_rng(1)
matcher = MotifMatcher(jnp.asarray(rng.normal(size=(10, 32)).astype(np.float32)))
for panel in range(5):
    desc = jnp.asarray(rng.normal(size=(25, 32)).astype(np.float32))
    print("panel", panel, float(matcher.match(desc).mean()))
