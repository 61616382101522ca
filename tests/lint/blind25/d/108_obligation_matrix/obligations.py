import jax
import jax.numpy as jnp

@jax.jit
def obligation_matrix(party_vecs, W):
    scores = party_vecs @ W @ party_vecs.T
    return jax.nn.sigmoid(scores - jnp.diag(jnp.diag(scores)) * 10)
