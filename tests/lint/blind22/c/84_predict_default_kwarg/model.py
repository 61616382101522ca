import jax
import jax.numpy as jnp


@jax.jit
def outcome_probs(params, feats, temperature=1.0):
    logits = feats @ params["w"] + params["b"]
    return jax.nn.softmax(logits / temperature, axis=-1)
