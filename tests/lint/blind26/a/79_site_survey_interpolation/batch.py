import numpy as np
from flax import struct
import jax.numpy as jnp


@struct.dataclass
class SurveyBatch:
    counts: jnp.ndarray
    visibility: jnp.ndarray
    ploughzone: jnp.ndarray


def make_batch(rng, recorded):
    counts = rng.poisson(4, size=(32,)).astype(np.float32)
    vis = rng.uniform(0.3, 1.0, size=(32,)).astype(np.float32)
    pz = rng.uniform(0, 0.4, size=(32,)).astype(np.float32) if recorded else np.zeros(32, np.float32)
    return SurveyBatch(jnp.asarray(counts), jnp.asarray(vis), jnp.asarray(pz))
