import jax
import jax.numpy as jnp


@jax.jit
def delay_propagation(primary_min, buffer_min, sample_weight=None):
    def step(carry, inp):
        p, b = inp
        d = jnp.maximum(carry + p - b, 0.0)
        return d, d
    _, d = jax.lax.scan(step, jnp.zeros(primary_min.shape[1]), (primary_min, buffer_min))
    total = d.sum(0)
    if sample_weight is None:
        return total.mean()
    return jnp.sum(total * sample_weight) / jnp.sum(sample_weight)
