import jax
import jax.numpy as jnp


@jax.jit
def baguette_quality(weights, features):
    """Crust colour, ear height, crumb openness, volume -> pass probability."""
    return jax.nn.sigmoid(features @ weights["w"] + weights["b"])
