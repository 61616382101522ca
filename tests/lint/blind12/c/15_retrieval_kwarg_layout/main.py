import numpy as np

from retrieval import calibrated_probs, top_candidates

DIM = 16


def main():
    rng = np.random.default_rng(0)
    index = rng.normal(size=(200, DIM)).astype(np.float32)
    temperature = np.float32(0.1)
    for _ in range(4):
        queries = rng.normal(size=(8, DIM)).astype(np.float32)
        cands = top_candidates(queries, index, temperature)
        probs = calibrated_probs(queries, index, temperature)
        picked = np.take_along_axis(np.asarray(probs), np.asarray(cands), axis=1)
    print("mass on top-5:", picked.sum(1).round(3))


if __name__ == "__main__":
    main()
