import jax
import jax.numpy as jnp

AR_ORDER = 8


@jax.jit
def ar_coefficients(x):
    """Yule-Walker AR(p) coefficients, a classic damage-sensitive feature."""
    x = x - x.mean()
    n = x.shape[0]
    r = jnp.array([jnp.dot(x[: n - k], x[k:]) / n for k in range(AR_ORDER + 1)])
    R = r[jnp.abs(jnp.arange(AR_ORDER)[:, None] - jnp.arange(AR_ORDER)[None, :])]
    return jnp.linalg.solve(R, r[1:])
