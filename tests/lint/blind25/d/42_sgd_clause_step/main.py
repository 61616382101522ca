import jax.numpy as jnp
import numpy as np
from trainer import fit

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(128, 24)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 6, size=128).astype(np.int32))
params, l = fit(jnp.zeros((24, 6)), x, y, 12)
print(float(l))
