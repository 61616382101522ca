import jax
import jax.numpy as jnp


@jax.jit
def croissant_quality(weights, features):
    """Lamination quality score from layer count, height, colour and crumb-honeycomb metrics."""
    return jax.nn.sigmoid(features @ weights["w"] + weights["b"])
