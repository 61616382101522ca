import jax.numpy as jnp
import numpy as np

from retriever import DenseRetriever


def main():
    rng = np.random.default_rng(1)
    docs = jnp.asarray(rng.normal(size=(128, 24)).astype(np.float32))
    retriever = DenseRetriever(docs, k=4)
    hits = 0
    for batch in range(5):
        queries = rng.normal(size=(8, 24)).astype(np.float32)
        scores, ids = retriever.retrieve(queries)
        hits += int((np.asarray(ids) < 64).sum())
    print("hits in first half", hits)


if __name__ == "__main__":
    main()
