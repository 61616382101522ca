import jax
import jax.numpy as jnp


@jax.jit
def regression_adjusted_ate(y, t, X):
    t = t.astype(y.dtype)
    Z = jnp.column_stack([jnp.ones_like(y), t, X, t[:, None] * X])
    coef = jnp.linalg.lstsq(Z, y)[0]
    k = X.shape[1]
    return coef[1] + jnp.mean(X, axis=0) @ coef[2 + k:]
