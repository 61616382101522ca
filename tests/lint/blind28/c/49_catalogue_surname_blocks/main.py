import numpy as np

from blocking import build_blocks, shortlist_size
from ranker import rank_candidates


def main():
    rng = np.random.default_rng(31)
    blocks = build_blocks()
    for surname, cands in blocks.items():
        query = cands[0] + 0.1 * rng.normal(size=16).astype(np.float32)
        scores, idx = rank_candidates(query, np.ascontiguousarray(cands), k=shortlist_size(cands))
        print(surname, idx.tolist())


if __name__ == "__main__":
    main()
