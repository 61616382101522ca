import jax.numpy as jnp
import numpy as np
from trainer import fit
from callbacks import HoldoutMonitor

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(150, 20)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 3, size=150))
monitor = HoldoutMonitor(x[:50], y[:50])
fit(jnp.zeros((20, 3)), x, y, epochs=4, callbacks=[monitor])
