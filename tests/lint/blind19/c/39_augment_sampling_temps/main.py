import jax.numpy as jnp
import numpy as np

from augment import Augmenter

VOCAB = 30


def main():
    rng = np.random.default_rng(0)
    bigram = jnp.asarray(rng.normal(size=(VOCAB, VOCAB)).astype(np.float32))
    aug = Augmenter(bigram)
    starts = jnp.asarray(rng.integers(1, VOCAB, size=4), dtype=jnp.int32)
    print("preview", np.asarray(aug.preview(starts))[0])
    samples = aug.sweep(starts, np.linspace(0.5, 1.5, 5))
    for t, toks in samples.items():
        print(f"T={t:.2f}", np.asarray(toks)[0])


if __name__ == "__main__":
    main()
