import jax
import numpy as np

from augment import augment_batch

BATCH, LEN = 8, 2048


def loader(rng, steps):
    for step in range(steps):
        yield step, rng.standard_normal((BATCH, LEN)).astype(np.float32) * 0.1


def main():
    rng = np.random.default_rng(0)
    base_key = jax.random.PRNGKey(1234)
    for step, audio in loader(rng, 5):
        aug = augment_batch(audio, jax.random.fold_in(base_key, step))
        print(step, float(np.asarray(aug).std()))


if __name__ == "__main__":
    main()
