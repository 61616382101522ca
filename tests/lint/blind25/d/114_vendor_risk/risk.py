import jax
import jax.numpy as jnp

@jax.jit
def vendor_risk(clause_scores, prior_exposure):
    return jax.nn.sigmoid(clause_scores.mean() + 0.3 * prior_exposure - 1.0)
