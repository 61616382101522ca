import jax.numpy as jnp
import numpy as np

from nudging import NudgingRun

rng = np.random.default_rng(0)
shape = (16, 32)
state = jnp.zeros(shape)
run = NudgingRun()
for month in range(2):
    run.reset_month()
    for day in range(3):
        obs = rng.standard_normal(shape).astype(np.float32)
        mask = rng.random(shape) < 0.3
        state = run.step(state, obs, mask)
    print(month, float(state.std()))
