import numpy as np
import jax.numpy as jnp
from model import FIREqualizer
from train import lms_update

rng = np.random.default_rng(0)
h = np.array([0.1, 0.9, 0.3, -0.15])
eq = FIREqualizer(11)
for step in range(12):
    tx = rng.choice([-1.0, 1.0], 400)
    rx = np.convolve(tx, h, mode="same") + 0.05 * rng.standard_normal(400)
    eq, l = lms_update(eq, jnp.asarray(rx, jnp.float32), jnp.asarray(tx, jnp.float32), jnp.asarray(step))
    if step % 4 == 0:
        print(step, float(l))
