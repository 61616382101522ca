import jax
import jax.numpy as jnp

@jax.jit
def retention_flags(scores, threshold):
    return (jax.nn.sigmoid(scores) > threshold).sum()

def screen(scores, thresholds, region):
    return int(retention_flags(scores, thresholds.get(region, thresholds["default"])))
