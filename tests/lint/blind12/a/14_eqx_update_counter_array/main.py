import jax
import numpy as np
import optax

from model import KeywordSpotter
from train import fit

N_MELS, FRAMES, N_KEYWORDS = 20, 30, 4


def keyword_batches(n, batch_size=8, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        feats = rng.standard_normal((batch_size, N_MELS, FRAMES)).astype(np.float32)
        labels = rng.integers(0, N_KEYWORDS, size=batch_size)
        yield feats, labels


if __name__ == "__main__":
    model = KeywordSpotter(N_MELS, N_KEYWORDS, jax.random.PRNGKey(0))
    fit(model, optax.adam(1e-3), keyword_batches(5))
