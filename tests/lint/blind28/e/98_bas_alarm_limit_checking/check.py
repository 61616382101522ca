import jax
import jax.numpy as jnp


@jax.jit
def limit_violations(trend, bounds):
    return jnp.sum(trend < bounds[0]) + jnp.sum(trend > bounds[1])
