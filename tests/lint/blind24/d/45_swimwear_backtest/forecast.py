import jax
import jax.numpy as jnp


@jax.jit
def seasonal_naive_fit(history, season_len_weights):
    # weighted blend of last-week level and same-week-last-season, fitted by least squares
    n = history.shape[0]
    t = jnp.arange(n, dtype=jnp.float32)
    A = jnp.stack([jnp.ones(n), t / n, jnp.sin(2 * jnp.pi * t / 52), jnp.cos(2 * jnp.pi * t / 52)], 1)
    coef, *_ = jnp.linalg.lstsq(A * season_len_weights[:n, None], history * season_len_weights[:n])
    nxt = jnp.array([1.0, 1.0, jnp.sin(2 * jnp.pi * n / 52), jnp.cos(2 * jnp.pi * n / 52)])
    return nxt @ coef
