import haiku as hk
import jax

def section_encoder(ids):
    emb = hk.Embed(vocab_size=500, embed_dim=32)(ids)
    h = jax.nn.gelu(hk.Conv1D(32, kernel_shape=5)(emb))
    return hk.Linear(16)(h.mean(axis=1))

encoder = hk.without_apply_rng(hk.transform(section_encoder))
