import jax
import jax.numpy as jnp
import numpy as np

from helpers import valid_word_count

MAX_WORDS, EMB = 48, 8


@jax.jit
def mean_word_embedding(emb, n_valid):
    idx = jnp.arange(emb.shape[0])
    mask = (idx < n_valid).astype(emb.dtype)
    return (emb * mask[:, None]).sum(0) / jnp.maximum(n_valid, 1)


def pages(rng, n):
    for i in range(n):
        k = int(rng.integers(5, MAX_WORDS))
        page = {"emb": rng.standard_normal((MAX_WORDS, EMB)).astype(np.float32),
                "word_mask": (np.arange(MAX_WORDS) < k)}
        if i % 2 == 0:
            page["transcript"] = " ".join(["word"] * k)
        yield page


def main():
    rng = np.random.default_rng(0)
    for page in pages(rng, 6):
        n = valid_word_count(page)
        vec = mean_word_embedding(jnp.asarray(page["emb"]), n)
        print(type(n).__name__, int(n), float(vec.sum()))


if __name__ == "__main__":
    main()
