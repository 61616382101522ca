import jax.numpy as jnp
import numpy as np

from fit import levenberg_marquardt
from mogi import uplift

rng = np.random.default_rng(137)
xy = jnp.asarray(rng.uniform(-8, 8, (25, 2)), jnp.float32)
true = jnp.array([1.0, -0.5, 3.0, 0.02])
obs = uplift(true, xy) + jnp.asarray(rng.normal(0, 0.01, 25), jnp.float32)
theta = levenberg_marquardt(jnp.array([0.0, 0.0, 4.0, 0.01]), xy, obs)
print(np.round(np.asarray(theta), 3))
