import jax
import numpy as np

from ensemble import ensemble_forecast, prune

rng = np.random.default_rng(133)
# daily features from tilt, seismicity rate and SO2 -> log eruption probability index
x = rng.normal(size=(30, 4)).astype(np.float32)
y = np.tanh(x[:, 0] + 0.5 * x[:, 2]).astype(np.float32)
keys = jax.random.split(jax.random.PRNGKey(0), 6)
members = [{"w": jax.random.normal(k, (4, 8)), "v": jax.random.normal(k, (8,)) * s}
           for k, s in zip(keys, [0.3, 0.3, 3.0, 0.3, 4.0, 0.3])]
for week in range(3):
    mean, spread = ensemble_forecast(members, x)
    print(week, len(members), round(float(spread.mean()), 3))
    members = prune(members, x, y, tol=2.0 - 0.4 * week)
