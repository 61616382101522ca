import numpy as np
import jax
import jax.numpy as jnp
from forecaster import StaffingForecaster

k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
params = {"W": 0.3 * jax.random.normal(k1, (8, 8)), "U": jax.random.normal(k2, (8,)), "v": jax.random.normal(k3, (8,))}
fc = StaffingForecaster(params)
rng = np.random.default_rng(0)
for hour in range(6):
    calls = np.float32(rng.poisson(40) / 40.0)
    pred = fc.observe(calls)
    print(hour, round(float(pred), 3), "agents needed", int(np.ceil(max(float(pred), 0) * 10 + 5)))
