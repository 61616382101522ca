import jax
import numpy as np

from batching import query_batches
from encoder import encode_queries


def main():
    rng = np.random.default_rng(3)
    params = {"emb": jax.random.normal(jax.random.PRNGKey(0), (300, 16))}
    for i, (tokens, mask) in enumerate(query_batches(rng, 8)):
        vecs = encode_queries(params, tokens, mask)
        print(i, mask is None, vecs.shape)


if __name__ == "__main__":
    main()
