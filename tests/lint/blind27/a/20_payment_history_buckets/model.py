import jax
import jax.numpy as jnp


@jax.jit
def incurred_development(payments, inflation):
    t = jnp.arange(payments.shape[1], dtype=jnp.float32)
    indexed = payments * (1.0 + inflation) ** (t[None, :] / 4.0)
    return jnp.cumsum(indexed, axis=1)[:, -1]
