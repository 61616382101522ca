import jax
import jax.numpy as jnp
import numpy as np
from textprep import fake_reviews, pad_batch

VOCAB, DIM = 500, 24
key = jax.random.PRNGKey(3)
emb = jax.random.normal(key, (VOCAB, DIM)) * 0.1
w_sent = jax.random.normal(jax.random.PRNGKey(4), (DIM,))


@jax.jit
def review_sentiment(tokens):
    mask = (tokens > 0).astype(jnp.float32)
    vecs = emb[tokens] * mask[..., None]
    pooled = vecs.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return jnp.tanh(pooled @ w_sent)


reviews = fake_reviews(96)
reviews.sort(key=len)
out = []
for i in range(0, 96, 16):
    out.append(review_sentiment(pad_batch(reviews[i:i + 16])))
print(np.round(np.concatenate([np.asarray(o) for o in out])[:8], 3))
