import numpy as np

from fusion import reciprocal_rank_fusion
from retrievers import run_retrievers

QUERIES = ["short", "entity", "long", "short", "entity"]


def main():
    rng = np.random.default_rng(0)
    for kind in QUERIES:
        ranks, mask = run_retrievers(rng, kind)
        fused = np.asarray(reciprocal_rank_fusion(ranks, mask))
        print(kind, int(mask.sum()), int(fused.argmax()))


if __name__ == "__main__":
    main()
