import itertools

import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 8


def init_encoder(key, in_dim=12, out_dim=6):
    return {"proj": jax.random.normal(key, (in_dim, out_dim)) / np.sqrt(in_dim)}


@jax.jit
def embed(params, feats):
    z = feats @ params["proj"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk


def index_documents(params, docs):
    vectors = []
    for chunk in chunked(docs, CHUNK):
        vectors.append(np.asarray(embed(params, jnp.stack(chunk))))
    return np.concatenate(vectors)


def main():
    rng = np.random.default_rng(0)
    params = init_encoder(jax.random.PRNGKey(0))
    collections = {"faq": 19, "manuals": 27, "tickets": 30, "changelog": 12}
    index = {}
    for name, n_docs in collections.items():
        docs = (rng.normal(size=12).astype(np.float32) for _ in range(n_docs))
        index[name] = index_documents(params, docs)
        print(name, index[name].shape)


if __name__ == "__main__":
    main()
