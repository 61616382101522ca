import jax.numpy as jnp
import numpy as np

from scoring import score_forecast

rng = np.random.default_rng(8)
obs = jnp.asarray(rng.uniform(0, 1, (10, 30, 30)), jnp.float32)
for lead in range(1, 6):
    pred = jnp.clip(obs + jnp.asarray(rng.normal(0, 0.05 * lead, obs.shape), jnp.float32), 0, 1)
    rmse = score_forecast(pred, obs, metric=lambda p, o: jnp.sqrt(jnp.mean((p - o) ** 2)))
    print(f"lead {lead} month(s): SIC RMSE {float(rmse):.3f}")
