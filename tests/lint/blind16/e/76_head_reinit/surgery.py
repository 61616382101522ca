import jax
import jax.numpy as jnp
from flax.core import freeze, unfreeze


def reinit_head(params, key, scale=0.01):
    """Re-initialise the classifier head, keeping the rest of the network."""
    p = unfreeze(params)
    k = p["head"]["kernel"]
    p["head"] = {"kernel": jax.random.normal(key, k.shape) * scale, "bias": jnp.zeros(k.shape[-1])}
    return freeze(p)
