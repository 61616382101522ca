import jax
import jax.numpy as jnp
from state import ReviewState

@jax.jit
def apply_feedback(state, feats, labels):
    z = feats @ state.weights
    g = feats.T @ (jax.nn.sigmoid(z) - labels) / feats.shape[0]
    return state.replace(weights=state.weights - 0.5 * g, reviewed=state.reviewed + feats.shape[0])
