import jax
import jax.numpy as jnp


@jax.jit
def evaluate(params, x, y):
    logits = x @ params["w"] + params["b"]
    return {
        "loss": jnp.mean(jax.nn.logsumexp(logits, axis=-1) - jnp.take_along_axis(logits, y[:, None], axis=-1)[:, 0]),
        "accuracy": jnp.mean(jnp.argmax(logits, -1) == y),
    }
