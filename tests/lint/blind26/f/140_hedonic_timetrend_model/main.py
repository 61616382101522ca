import jax
import jax.numpy as jnp
import numpy as np
from periods import annual_periods, monthly_periods

@jax.jit
def time_dummy_fit(t, X, logp):
    A = jnp.concatenate([jnp.ones((t.shape[0], 1)), t[:, None] * 1.0, X], axis=1)
    return jnp.linalg.lstsq(A, logp)[0][1]

rng = np.random.default_rng(0)
for source, periods in [("annual_a", annual_periods), ("monthly", monthly_periods), ("annual_b", annual_periods)]:
    t = periods(240)
    X = rng.normal(size=(240, 3)).astype(np.float32)
    logp = (12 + 0.03 * t + X @ np.array([0.2, 0.1, -0.1]) + rng.normal(0, 0.05, 240)).astype(np.float32)
    print(source, t.dtype, round(float(time_dummy_fit(t, X, logp)), 4))
