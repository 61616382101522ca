import jax
import jax.numpy as jnp


@jax.jit
def nasality_logits(w, x):
    return jnp.tanh(x @ w[0]) @ w[1]
