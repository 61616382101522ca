import jax
import jax.numpy as jnp

PERIODS = jnp.array([12.42, 12.0, 12.66, 23.93, 25.82])


@jax.jit
def window_tidal_fit(t, eta):
    w = 2 * jnp.pi / PERIODS
    A = jnp.concatenate([jnp.ones((t.shape[0], 1)), jnp.cos(t[:, None] * w), jnp.sin(t[:, None] * w)], 1)
    coef, *_ = jnp.linalg.lstsq(A, eta)
    return jnp.hypot(coef[1:6], coef[6:11]), coef[0]
