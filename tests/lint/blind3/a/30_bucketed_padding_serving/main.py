import jax
import jax.numpy as jnp
import numpy as np

from batching import pad_to_bucket

VOCAB, DIM = 100, 8


@jax.jit
def encode(embedding, ids, mask):
    e = embedding[ids] * mask[..., None]
    return e.sum(1) / mask.sum(1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    embedding = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM))
    for request in range(8):
        lengths = rng.integers(2, 40, size=2)
        token_lists = [rng.integers(1, VOCAB, size=n).tolist() for n in lengths]
        ids, mask = pad_to_bucket(token_lists)
        vecs = encode(embedding, ids, mask)
        print(request, lengths.tolist(), "->", ids.shape[1], np.asarray(vecs[:, 0]).round(2))


if __name__ == "__main__":
    main()
