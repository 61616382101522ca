import jax
import jax.numpy as jnp


@jax.jit
def cusum_scan(cd, target, sigma, k, h):
    z = (cd - target) / sigma

    def body(carry, zi):
        hi, lo = carry
        hi = jnp.maximum(0.0, hi + zi - k)
        lo = jnp.maximum(0.0, lo - zi - k)
        return (hi, lo), (hi > h) | (lo > h)

    _, alarms = jax.lax.scan(body, (0.0, 0.0), z)
    return alarms
