import jax
import jax.numpy as jnp

@jax.jit
def aggregate_cited(node_feats, self_idx, neighbor_idx, W_self, W_nb):
    nb = node_feats[neighbor_idx].mean(0)
    return jax.nn.relu(node_feats[self_idx] @ W_self + nb @ W_nb)
