import jax
import jax.numpy as jnp


@jax.jit
def mahalanobis_scores(chunk, mean, prec):
    d = chunk - mean
    return jnp.sqrt(jnp.einsum("ni,ij,nj->n", d, prec, d))


def score_in_chunks(table, mean, prec, chunk=256):
    out = []
    for i in range(0, table.shape[0], chunk):
        out.append(mahalanobis_scores(table[i:i + chunk], mean, prec))
    return jnp.concatenate(out)
