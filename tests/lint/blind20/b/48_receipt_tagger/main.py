import functools

import jax
import jax.numpy as jnp
import numpy as np

from model import WordTagger

MAX_WORDS, FEAT = 64, 12


@functools.partial(jax.jit, static_argnums=0)
def tag_words(model, params, word_feats):
    return model.apply({"params": params}, word_feats).argmax(-1)


def receipts(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        n_words = int(rng.integers(20, 60))
        feats = np.zeros((MAX_WORDS, FEAT), np.float32)
        feats[:n_words] = rng.standard_normal((n_words, FEAT))
        yield feats, n_words


def main():
    model = WordTagger(max_words=MAX_WORDS)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((MAX_WORDS, FEAT)))["params"]
    for feats, n_words in receipts(5):
        tags = tag_words(model, params, jnp.asarray(feats))[:n_words]
        print(n_words, tags.shape, np.bincount(np.asarray(tags), minlength=5))


if __name__ == "__main__":
    main()
