import jax
import jax.numpy as jnp
import numpy as np

from collate import WIDTH, collate

VOCAB, DIM = 64, 12


@jax.jit
def sentence_vectors(table, ids, mask):
    emb = table[ids]
    if mask is None:
        return emb.mean(axis=1)
    return (emb * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(VOCAB, DIM)).astype(np.float32))
    queries = [[list(rng.integers(1, VOCAB, size=int(rng.integers(3, WIDTH + 1)))) for _ in range(4)] for _ in range(3)]
    headlines = [[list(rng.integers(1, VOCAB, size=WIDTH + 2)) for _ in range(4)] for _ in range(3)]
    for q, h in zip(queries, headlines):
        qv = sentence_vectors(table, *collate(q))
        hv = sentence_vectors(table, *collate(h))
        sims = np.asarray(qv @ hv.T)
        print("best headline per query", sims.argmax(axis=1))


if __name__ == "__main__":
    main()
