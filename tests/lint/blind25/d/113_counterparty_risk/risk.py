import jax
import jax.numpy as jnp

@jax.jit
def counterparty_risk(clause_scores, prior_burden):
    return jax.nn.sigmoid(clause_scores.sum() * 0.1 + 0.3 * prior_burden - 1.0)
