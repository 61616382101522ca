import numpy as np
from flax import nnx

from model import Ranker, rank


class RankingService:
    def __init__(self, model):
        self.model = model

    def search(self, query, docs, k=3):
        scores, order = rank(self.model, query, docs)
        self.model.served += 1
        order = np.asarray(order)[:k]
        return [(int(i), float(scores[i])) for i in order]


def main():
    rng = np.random.default_rng(0)
    svc = RankingService(Ranker(8, 12, 16, rngs=nnx.Rngs(0)))
    corpus = rng.standard_normal((20, 12)).astype(np.float32)
    for _ in range(5):
        q = rng.standard_normal(8).astype(np.float32)
        print(svc.search(q, corpus))
    print("served", svc.model.served)


if __name__ == "__main__":
    main()
