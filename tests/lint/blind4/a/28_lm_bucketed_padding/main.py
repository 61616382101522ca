import jax
import jax.numpy as jnp
import numpy as np

from data import collate

VOCAB, DIM = 40, 8


@jax.jit
def mean_pooled_embedding(emb, tokens, lengths):
    mask = jnp.arange(tokens.shape[1])[None, :] < lengths[:, None]
    h = emb[tokens] * mask[..., None]
    return h.sum(1) / lengths[:, None]


rng = np.random.default_rng(0)
docs = [rng.integers(1, VOCAB, size=n) for n in (3, 7, 5, 12, 6, 9, 15, 4, 11, 2)]
emb = jnp.asarray(rng.normal(size=(VOCAB, DIM)), jnp.float32)

for i in range(0, len(docs), 2):
    tokens, lengths = collate(docs[i:i + 2])
    out = mean_pooled_embedding(emb, tokens, lengths)
    print(tokens.shape, out.shape)
