import jax
import numpy as np

from relevance import Ranker

DIM = 8


def main():
    rng = np.random.default_rng(0)
    ranker = Ranker(jax.random.normal(jax.random.PRNGKey(0), (DIM, DIM)) / DIM**0.5)
    docs = [{"id": f"d{i}", "vec": rng.normal(size=DIM).astype(np.float32)} for i in range(6)]
    for q in range(2):
        print(f"q{q}:", ranker.top_docs(rng.normal(size=DIM).astype(np.float32), docs))


if __name__ == "__main__":
    main()
