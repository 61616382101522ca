import jax.numpy as jnp
import numpy as np
from trainer import fit

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(150, 20)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 3, size=150))
fit(jnp.zeros((20, 3)), x, y, x[:50], y[:50], epochs=4)
