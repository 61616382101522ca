import jax
import jax.numpy as jnp

@jax.jit
def propagate_case(node_feats, self_idx, nb_idx, nb_mask, W_self, W_nb):
    nb = (node_feats[nb_idx] * nb_mask[:, None]).sum(0) / jnp.maximum(nb_mask.sum(), 1.0)
    return jax.nn.relu(node_feats[self_idx] @ W_self + nb @ W_nb)
