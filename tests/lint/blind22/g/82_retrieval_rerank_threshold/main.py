import jax.numpy as jnp
import numpy as np

from rerank import rerank
from retrieval import CandidateGenerator


def main():
    rng = np.random.default_rng(0)
    items = rng.normal(size=(400, 12)).astype(np.float32)
    gen = CandidateGenerator(items)
    for user in range(5):
        u = rng.normal(size=12).astype(np.float32)
        ids, vecs = gen.candidates(u)
        scores = rerank(jnp.asarray(u), jnp.asarray(vecs), jnp.float32(0.1))
        print(user, len(ids), ids[np.argsort(-np.asarray(scores))[:3]])


if __name__ == "__main__":
    main()
