import jax
import jax.numpy as jnp
import numpy as np


def ar_forecast(coefs, history):
    """One-step AR(p) forecast for a single series."""
    p = coefs.shape[0]
    return jnp.dot(coefs, history[-p:][::-1])


def rolling_forecast(coefs, series_matrix, horizon):
    window = series_matrix
    preds = []
    for h in range(horizon):
        nxt = jax.jit(jax.vmap(ar_forecast, in_axes=(None, 0)))(coefs, window)
        preds.append(nxt)
        window = jnp.concatenate([window[:, 1:], nxt[:, None]], axis=1)
    return jnp.stack(preds, axis=1)


rng = np.random.default_rng(0)
series = jnp.asarray(rng.normal(size=(12, 24)).cumsum(axis=1), dtype=jnp.float32)
coefs = jnp.array([0.6, 0.25, 0.1])
print(rolling_forecast(coefs, series, horizon=5)[:2])
