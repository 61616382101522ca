import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def gdpr_flags(scores, threshold):
    return (jax.nn.sigmoid(scores) > threshold).sum()

def screen(scores, thresholds, region):
    t = thresholds.get(region, thresholds["default"])
    return int(gdpr_flags(scores, np.asarray(t, np.float32)))
