from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

K = 5
BLOCK_CAP = 16


def build_blocks(seed=31):
    rng = np.random.default_rng(seed)
    blocks = {}
    for key, size in [("bacon", 12), ("more", 3), ("hooker", 9), ("foxe", 4), ("donne", 7)]:
        recs = np.zeros((BLOCK_CAP, 16), np.float32)
        recs[:size] = rng.normal(size=(size, 16))
        valid = np.arange(BLOCK_CAP) < size
        blocks[key] = (recs, valid)
    return blocks


@partial(jax.jit, static_argnames="k")
def shortlist(query, candidates, valid, k):
    q = query / jnp.linalg.norm(query)
    c = candidates / (jnp.linalg.norm(candidates, axis=1, keepdims=True) + 1e-6)
    scores = jnp.where(valid, c @ q, -jnp.inf)
    return jax.lax.top_k(scores, k)


def main():
    rng = np.random.default_rng(31)
    for surname, (recs, valid) in build_blocks().items():
        query = recs[0] + 0.1 * rng.normal(size=16).astype(np.float32)
        scores, idx = shortlist(query, recs, valid, k=K)
        keep = np.isfinite(np.asarray(scores))
        print(surname, np.asarray(idx)[keep].tolist())


if __name__ == "__main__":
    main()
