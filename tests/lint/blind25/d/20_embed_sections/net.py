import haiku as hk
import jax
import jax.numpy as jnp

def doc_encoder(ids):
    emb = hk.Embed(vocab_size=500, embed_dim=32)(ids)
    h = hk.Conv1D(32, kernel_shape=3)(emb)
    h = jax.nn.gelu(h)
    return hk.Linear(16)(h.max(axis=1))

encoder = hk.without_apply_rng(hk.transform(doc_encoder))
