import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import WordHashTokenizer


@jax.jit
def holistic_score(emb, w, ids):
    h = emb[ids]
    pooled = jnp.concatenate([h.mean(0), h.max(0)])
    return 1.0 + 5.0 * jax.nn.sigmoid(pooled @ w)


class ScoringServer:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.tok = WordHashTokenizer()
        self.emb = jnp.asarray(rng.normal(size=(1000, 16)) * 0.1, jnp.float32)
        self.w = jnp.asarray(rng.normal(size=32), jnp.float32)

    def score(self, essay):
        return round(float(holistic_score(self.emb, self.w, self.tok.encode(essay))), 2)
