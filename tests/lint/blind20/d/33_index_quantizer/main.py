import jax
import jax.numpy as jnp
import numpy as np

from data import corpus_batches

DIM = 16
N_DOCS = 100
BATCH = 32


@jax.jit
def quantize(batch, scale):
    codes = jnp.clip(jnp.round(batch / scale), -127, 127)
    return codes.astype(jnp.int8)


def main():
    rng = np.random.default_rng(0)
    corpus = rng.normal(size=(N_DOCS, DIM)).astype(np.float32)
    scale = jnp.float32(np.abs(corpus).max() / 127.0)
    codes = np.zeros((N_DOCS, DIM), np.int8)
    for epoch in range(2):
        for start, batch in corpus_batches(corpus, BATCH):
            codes[start : start + batch.shape[0]] = np.asarray(quantize(batch, scale))
    print(codes[:2])


if __name__ == "__main__":
    main()
