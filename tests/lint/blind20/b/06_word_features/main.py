import functools

import jax
import jax.numpy as jnp
import numpy as np

FEAT = 24
MAX_WORDS = 64


@functools.partial(jax.jit, static_argnums=(2,))
def pool_word_features(char_features, word_ids, num_words):
    summed = jax.ops.segment_sum(char_features, word_ids, num_segments=num_words)
    counts = jax.ops.segment_sum(jnp.ones_like(word_ids, jnp.float32), word_ids, num_segments=num_words)
    return summed / jnp.maximum(counts, 1.0)[:, None]


def synth_page(rng, max_chars=256):
    n_words = int(rng.integers(10, 40))
    word_ids = np.sort(rng.integers(0, n_words, size=max_chars)).astype(np.int32)
    feats = rng.standard_normal((max_chars, FEAT)).astype(np.float32)
    return feats, word_ids, n_words


def main():
    rng = np.random.default_rng(0)
    for i in range(5):
        feats, word_ids, n_words = synth_page(rng)
        words = pool_word_features(jnp.asarray(feats), jnp.asarray(word_ids), MAX_WORDS)[:n_words]
        print(i, words.shape, float(jnp.abs(words).mean()))


if __name__ == "__main__":
    main()
