import numpy as np

from evaluate import evaluate

N_CANDIDATES = 20


def synthetic_queries(n, rng):
    for _ in range(n):
        rel = rng.choice([0, 0, 0, 1, 2], size=N_CANDIDATES).astype(np.float32)
        scores = (rel + rng.normal(0, 1.0, N_CANDIDATES)).astype(np.float32)
        yield {"scores": scores, "relevance": rel}


def main():
    rng = np.random.default_rng(0)
    print("mean NDCG:", round(evaluate(list(synthetic_queries(8, rng))), 4))


if __name__ == "__main__":
    main()
