from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from settings import DISTRICT_SETTINGS

@partial(jax.jit, static_argnames=("lags",))
def ar_lags_fit(starts, ridge, lags):
    T = starts.shape[0]
    X = jnp.stack([starts[lags - k - 1:T - k - 1] for k in range(lags)], axis=1)
    y = starts[lags:]
    coef = jnp.linalg.solve(X.T @ X + ridge * jnp.eye(lags), X.T @ y)
    return coef, starts[-lags:][::-1] @ coef

rng = np.random.default_rng(0)
for name, s in DISTRICT_SETTINGS.items():
    starts = (50 + np.cumsum(rng.normal(0, 3, 60))).astype(np.float32)
    coef, nxt = ar_lags_fit(starts, s["ridge"], lags=s["lags"])
    print(name, s["lags"], round(float(nxt), 1))
