import jax
import jax.numpy as jnp

PERIODS_DAYS = jnp.array([0.5175, 0.5, 0.9973, 1.0758])  # M2, S2, K1, O1


@jax.jit
def daily_constituents(t, p):
    w = 2 * jnp.pi / PERIODS_DAYS
    A = jnp.concatenate([jnp.ones((t.shape[0], 1)), jnp.cos(t[:, None] * w), jnp.sin(t[:, None] * w)], 1)
    coef, *_ = jnp.linalg.lstsq(A, p)
    return jnp.hypot(coef[1:5], coef[5:9])
