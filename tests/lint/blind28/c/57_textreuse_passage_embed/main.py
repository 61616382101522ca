import jax
import jax.numpy as jnp
import numpy as np

from batcher import PassageBatcher

VOCAB = 400


@jax.jit
def mean_embed(table, ids):
    vecs = table[ids] * (ids > 0)[..., None]
    return vecs.sum(axis=1) / jnp.maximum((ids > 0).sum(axis=1, keepdims=True), 1)


def main():
    rng = np.random.default_rng(17)
    passages = [rng.integers(1, VOCAB, int(rng.integers(8, 40))) for _ in range(40)]
    table = jax.random.normal(jax.random.PRNGKey(17), (VOCAB, 24))
    batcher = PassageBatcher(passages, batch_size=8)
    vecs = np.concatenate([np.asarray(mean_embed(table, ids)) for ids in batcher.batches(passages)])
    sims = vecs @ vecs.T
    np.fill_diagonal(sims, -np.inf)
    print(np.argmax(sims, axis=1)[:10].tolist())


if __name__ == "__main__":
    main()
