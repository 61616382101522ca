import jax
import jax.numpy as jnp


@jax.jit
def harvest_score(features):
    # unsupervised ripeness score: first principal direction of the standardised features
    z = (features - features.mean(0)) / (features.std(0) + 1e-6)
    _, _, vt = jnp.linalg.svd(z, full_matrices=False)
    return z @ vt[0]
