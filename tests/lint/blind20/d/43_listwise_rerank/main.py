import jax.numpy as jnp
import numpy as np

from data import FEATS, training_lists
from scorer import listwise_scores
from service import rerank_request


def offline_mrr(w, rng, n_lists=4):
    rr = []
    for feats, mask, label in training_lists(rng, n_lists):
        scores = np.asarray(listwise_scores(w, feats, mask))
        rank = int((scores > scores[label]).sum()) + 1
        rr.append(1.0 / rank)
    return float(np.mean(rr))


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(FEATS,)).astype(np.float32))
    print("offline MRR", offline_mrr(w, rng))
    for _ in range(3):
        cands = [rng.normal(size=(FEATS,)).astype(np.float32) for _ in range(int(rng.integers(2, 8)))]
        print(rerank_request(w, cands)[:3])


if __name__ == "__main__":
    main()
