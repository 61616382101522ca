from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("transform",))
def transformed_mse(pred, target, transform):
    return jnp.mean((transform(pred) - transform(target)) ** 2)
