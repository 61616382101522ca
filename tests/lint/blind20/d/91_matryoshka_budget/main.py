import jax
import jax.numpy as jnp
import numpy as np

from budget import FULL_DIM, dims_for_budget

N_DOCS = 200


@jax.jit
def truncated_search(doc_emb, query):
    d = doc_emb / jnp.linalg.norm(doc_emb, axis=-1, keepdims=True)
    q = query / jnp.linalg.norm(query)
    return jax.lax.top_k(d @ q, 5)[1]


def serve(doc_emb, query, latency_ms):
    dim = dims_for_budget(latency_ms)
    return truncated_search(doc_emb[:, :dim], query[:dim])


def main():
    rng = np.random.default_rng(0)
    doc_emb = rng.normal(size=(N_DOCS, FULL_DIM)).astype(np.float32)
    for latency in [10, 25, 40, 10, 18]:
        query = rng.normal(size=(FULL_DIM,)).astype(np.float32)
        print(latency, np.asarray(serve(doc_emb, query, latency)).tolist())


if __name__ == "__main__":
    main()
