import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 12

@jax.jit
def next_clause_candidates(window_ids, clause_bank, emb):
    m = (window_ids > 0).astype(jnp.float32)
    q = (emb[window_ids] * m[:, None]).sum(0) / jnp.maximum(m.sum(), 1.0)
    return jax.lax.top_k(clause_bank @ q, 3)[1]

def encode_window(text, vocab):
    ids = [vocab.setdefault(w, len(vocab) % 499 + 1) for w in text.split()][-WINDOW:]
    out = np.zeros(WINDOW, np.int32)
    out[WINDOW - len(ids):] = ids
    return out
