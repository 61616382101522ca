import numpy as np
import jax.numpy as jnp

from data import daily_chiller_log
from online import daily_refit, tx

rng = np.random.default_rng(12)
theta = jnp.array([0.5, 0.2, 0.1])
opt_state = tx.init(theta)
for day in range(8):
    x, y, w = daily_chiller_log(day, rng)
    theta, opt_state, l = daily_refit(theta, opt_state, x, y, w)
    print(day, int(w.sum()), float(l))
