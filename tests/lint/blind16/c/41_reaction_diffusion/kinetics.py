import jax
import jax.numpy as jnp


@jax.jit
def brusselator(t, y, a, b):
    u, v = y[0::2], y[1::2]
    n = u.shape[0]
    lap = lambda w: (jnp.roll(w, 1) - 2 * w + jnp.roll(w, -1)) * (n / 4.0) ** 2
    du = a + u**2 * v - (b + 1.0) * u + 0.02 * lap(u)
    dv = b * u - u**2 * v + 0.02 * lap(v)
    return jnp.stack([du, dv], axis=-1).reshape(-1)
