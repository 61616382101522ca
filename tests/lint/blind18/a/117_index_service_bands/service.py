import jax
import jax.numpy as jnp
import numpy as np

BAND_ORDER = ("blue", "green", "red", "rededge", "nir", "swir1", "swir2")


@jax.jit
def weighted_index(stack, weights):
    num = jnp.tensordot(weights, stack, axes=1)
    den = jnp.tensordot(jnp.abs(weights), stack, axes=1) + 1e-6
    return num / den


class IndexService:
    """Serves custom normalized-difference style indices over a cached scene."""

    def __init__(self, scene):
        self.scene = scene

    def handle(self, request):
        names = [n for n in BAND_ORDER if n in request["weights"]]
        stack = jnp.asarray(np.stack([self.scene[n] for n in names]))
        weights = jnp.asarray([request["weights"][n] for n in names], jnp.float32)
        out = weighted_index(stack, weights)
        return {"mean": float(out.mean()), "bands": names}
