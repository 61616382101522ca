import jax
import jax.numpy as jnp
import numpy as np

from data import batches, synthetic_sessions

VOCAB = 500
DIM = 16
BATCH = 8


@jax.jit
def session_embedding(table, ids, mask):
    vecs = table[ids] * mask[..., None]
    return vecs.sum(axis=1) / jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(VOCAB, DIM)), jnp.float32)
    sessions = synthetic_sessions(6 * BATCH, VOCAB, rng)
    features = []
    for ids, mask in batches(sessions, BATCH):
        features.append(np.asarray(session_embedding(table, ids, mask)))
    features = np.concatenate(features)
    print(features.shape, float(features.std()))


if __name__ == "__main__":
    main()
