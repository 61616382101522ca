import jax
import jax.numpy as jnp


def reinit_head(params, key, scale=0.01):
    """Re-initialise the classifier head, keeping the rest of the network."""
    k = params["head"]["kernel"]
    new_head = {"kernel": jax.random.normal(key, k.shape) * scale, "bias": jnp.zeros(k.shape[-1])}
    return {**params, "head": new_head}
