import jax
import jax.numpy as jnp
import numpy as np

from vocab import HashedVocab

STREAM = [
    ["set a timer", "play the news"],
    ["set an alarm", "play the radio"],
    ["what time is it", "play the news"],
    ["turn off the lights", "dim the lights"],
    ["set a timer", "what time is it"],
]


@jax.jit
def sentence_vectors(table, ids):
    mask = (ids > 0)[..., None]
    v = (table[ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    return v / (jnp.linalg.norm(v, axis=-1, keepdims=True) + 1e-6)


def main():
    rng = np.random.default_rng(0)
    vocab = HashedVocab()
    table = rng.standard_normal((len(vocab), 16)).astype(np.float32) * 0.02
    for batch in STREAM:
        ids = np.array([vocab.encode(t) for t in batch], np.int32)
        vecs = sentence_vectors(table, ids)
        print(len(vocab), round(float(vecs[0] @ vecs[1]), 3))


if __name__ == "__main__":
    main()
