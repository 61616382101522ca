import jax
import jax.numpy as jnp


@jax.jit
def match_intensity_index(feats, weights):
    z = {k: (v - jnp.mean(v)) / (jnp.std(v) + 1e-6) for k, v in feats.items()}
    return sum(weights[k] * z[k] for k in z)
