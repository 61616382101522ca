import jax
import jax.numpy as jnp

EOS = 1


@jax.jit
def expand(table, tokens, scores):
    logp = jax.nn.log_softmax(table[tokens], axis=-1)       # [K, V]
    total = scores[:, None] + logp
    flat = total.reshape(-1)
    best, idx = jax.lax.top_k(flat, tokens.shape[0])
    return idx // table.shape[1], idx % table.shape[1], best
