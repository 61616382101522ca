import jax
import jax.numpy as jnp


@jax.jit
def nll(params, x, y, temperature=1.0):
    logits = (x @ params["w"] + params["b"]) / temperature
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))
