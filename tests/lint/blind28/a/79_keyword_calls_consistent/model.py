import jax
import jax.numpy as jnp


@jax.jit
def nps_logits(params, features, segment):
    h = jnp.tanh(features @ params["w"] + params["seg"][segment])
    return h @ params["out"]
