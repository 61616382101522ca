import jax
import jax.numpy as jnp
import numpy as np

from fusion import fuse_candidates

DIM = 16
N_DOCS = 20
K = 6


@jax.jit
def score_candidates(query, doc_table, cand_ids):
    return doc_table[cand_ids] @ query


def main():
    rng = np.random.default_rng(0)
    doc_table = jnp.asarray(rng.normal(size=(N_DOCS, DIM)).astype(np.float32))
    for qid in range(5):
        query = rng.normal(size=(DIM,)).astype(np.float32)
        lexical = rng.choice(N_DOCS, size=K, replace=False)
        dense = rng.choice(N_DOCS, size=K, replace=False)
        cands = fuse_candidates(lexical, dense)
        scores = np.asarray(score_candidates(query, doc_table, cands))
        print(qid, len(cands), int(cands[np.argmax(scores)]))


if __name__ == "__main__":
    main()
