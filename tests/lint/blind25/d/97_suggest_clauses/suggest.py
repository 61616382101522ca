import jax
import jax.numpy as jnp

@jax.jit
def suggest_clauses(prefix_ids, clause_bank, emb):
    q = emb[prefix_ids].mean(0)
    return jax.lax.top_k(clause_bank @ q, 3)[1]

def encode_prefix(text, vocab):
    return jnp.asarray([vocab.setdefault(w, len(vocab) % 499 + 1) for w in text.split()], jnp.int32)
