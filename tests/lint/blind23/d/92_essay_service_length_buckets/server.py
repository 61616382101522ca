import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import encode, PAD_ID


@jax.jit
def rubric_score(emb, w, ids):
    m = (ids != PAD_ID).astype(jnp.float32)[:, None]
    h = emb[ids]
    mean = (h * m).sum(0) / jnp.maximum(m.sum(), 1.0)
    mx = jnp.where(m > 0, h, -1e9).max(0)
    return 1.0 + 5.0 * jax.nn.sigmoid(jnp.concatenate([mean, mx]) @ w)


class RubricServer:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.emb = jnp.asarray(rng.normal(size=(1000, 16)) * 0.1, jnp.float32)
        self.w = jnp.asarray(rng.normal(size=32), jnp.float32)

    def score(self, essay):
        return round(float(rubric_score(self.emb, self.w, encode(essay))), 2)
