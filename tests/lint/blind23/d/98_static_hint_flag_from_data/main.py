import jax.numpy as jnp

from log_reader import read_steps
from tutor import bkt_step

params = jnp.array([0.1, 0.2, 0.15, 0.3], jnp.float32)
p = jnp.float32(0.3)
for t, step in enumerate(read_steps(10)):
    p = bkt_step(p, step["correct"], params, hinted=step["hint_requested"])
    print(t, step, round(float(p), 3))
