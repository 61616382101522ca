import jax
import jax.numpy as jnp

@jax.jit
def duty_matrix(party_vecs, mask, W):
    scores = jax.nn.sigmoid(party_vecs @ W @ party_vecs.T)
    pair = mask[:, None] & mask[None, :] & ~jnp.eye(mask.shape[0], dtype=bool)
    return jnp.where(pair, scores, 0.0)
