import jax
import jax.numpy as jnp


@jax.jit
def exceedance_prob(params, x, temperature=1.0):
    logits = x @ params["w"] + params["b"]
    return jax.nn.sigmoid(logits / temperature)
