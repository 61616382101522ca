import jax.numpy as jnp
import numpy as np

from filter import ThicknessFilter, kalman_update

rng = np.random.default_rng(2)
kf = ThicknessFilter(n_cells=50)
state = kf.initial_state()
truth = np.linspace(0.8, 2.5, 50)
for day in range(30):
    obs = truth + 0.01 * day + rng.normal(0, 0.3, 50)
    obs[rng.random(50) < 0.4] = np.nan  # swath gaps
    state = kalman_update(state, jnp.asarray(obs, jnp.float32), jnp.float32(0.09), jnp.float32(kf.growth_rate))
print("rmse vs truth:", float(jnp.sqrt(jnp.mean((state["mean"] - (truth + 0.29)) ** 2))))
print("mean |innovation| last day:", float(jnp.mean(jnp.abs(state["innovation"]))))
