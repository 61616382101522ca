import jax
import jax.numpy as jnp


def ar2_fit(series):
    y = series[2:]
    X = jnp.stack([jnp.ones_like(y), series[1:-1], series[:-2]], 1)
    coef = jnp.linalg.solve(X.T @ X + 1e-3 * jnp.eye(3), X.T @ y)
    nxt = coef @ jnp.array([1.0, series[-1], series[-2]])
    return coef, nxt


@jax.jit
def forecast_region(histories):
    coefs, nxt = jax.vmap(ar2_fit)(histories)
    return nxt, coefs
