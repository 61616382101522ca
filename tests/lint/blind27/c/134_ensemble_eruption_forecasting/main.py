import jax
import jax.numpy as jnp
import numpy as np

from ensemble import member_rmse, weighted_forecast

rng = np.random.default_rng(134)
x = rng.normal(size=(30, 4)).astype(np.float32)
y = np.tanh(x[:, 0] + 0.5 * x[:, 2]).astype(np.float32)
keys = jax.random.split(jax.random.PRNGKey(0), 6)
scale = jnp.array([0.3, 0.3, 3.0, 0.3, 4.0, 0.3])
stacked = {"w": jax.vmap(lambda k: jax.random.normal(k, (4, 8)))(keys),
           "v": jax.vmap(lambda k: jax.random.normal(k, (8,)))(keys) * scale[:, None]}
active = jnp.ones(6, jnp.float32)
for week in range(3):
    mean, spread = weighted_forecast(stacked, active, x)
    print(week, int(active.sum()), round(float(spread.mean()), 3))
    active = active * (member_rmse(stacked, x, y) < 2.0 - 0.4 * week)
