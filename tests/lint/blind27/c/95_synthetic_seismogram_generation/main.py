import jax.numpy as jnp
import numpy as np

from synth import synthetic_gather

t = jnp.linspace(0.0, 10.0, 1000)
rng = np.random.default_rng(95)
for shot in range(5):
    t0 = jnp.asarray(rng.uniform(1, 9, 12), jnp.float32)
    g = synthetic_gather(t0, t)
    print(shot, g.shape, round(float(g.sum()), 3))
