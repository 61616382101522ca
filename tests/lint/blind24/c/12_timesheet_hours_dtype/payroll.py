import jax
import jax.numpy as jnp


@jax.jit
def gross_pay(hours, rates):
    regular = jnp.minimum(hours, 8)
    extra = hours - regular
    return (regular.sum(axis=1) + 1.5 * extra.sum(axis=1)) * rates
