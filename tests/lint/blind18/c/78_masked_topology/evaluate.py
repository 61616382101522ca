import jax
import jax.numpy as jnp


@jax.jit
def xor_like_fitness(weights, inputs, targets):
    h = jnp.tanh(inputs @ weights["w_in"]) * weights["active"]
    out = jnp.tanh(h @ weights["w_out"])
    return -jnp.mean((out - targets) ** 2)
