import jax
from state import MatterState

@jax.jit
def matter_feedback(state, feats, labels):
    z = feats @ state.weights
    g = feats.T @ (jax.nn.sigmoid(z) - labels) / feats.shape[0]
    return state.replace(weights=state.weights - 0.5 * g, n_docs=state.n_docs + feats.shape[0])
