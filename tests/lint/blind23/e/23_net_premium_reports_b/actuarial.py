import jax
import jax.numpy as jnp

QX = jnp.clip(0.0004 * jnp.exp(0.085 * (jnp.arange(121.0) - 20.0)), 0.0, 1.0)


@jax.jit
def net_premium(age, interest):
    t = jnp.arange(40)
    q = QX[jnp.clip(age + t, 0, 120)]
    tpx = jnp.cumprod(jnp.concatenate([jnp.ones(1), 1.0 - q[:-1]]))
    v = (1.0 + interest) ** (-t.astype(jnp.float32))
    A = jnp.sum(tpx * q * v * (1.0 + interest) ** -1.0)
    a = jnp.sum(tpx * v)
    return A / a
