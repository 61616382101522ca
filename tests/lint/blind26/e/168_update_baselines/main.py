import jax.numpy as jnp
import numpy as np

from feed import daily_checkins
from online import update_baselines

mean = jnp.zeros((24, 4))
var = jnp.ones((24, 4))
for day, idx, scores in daily_checkins(np.random.default_rng(89)):
    mean, var = update_baselines(mean, var, idx, scores)
    print("day", day, "responders", len(idx), "squad sleep baseline", round(float(mean[:, 0].mean()), 3))
