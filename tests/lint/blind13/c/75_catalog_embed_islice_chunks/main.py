import jax
import jax.numpy as jnp
import numpy as np

from catalog import CATEGORIES, chunked, iter_items

FEAT_DIM, EMB_DIM, CHUNK = 12, 8, 64


@jax.jit
def embed_items(proj, feats):
    z = jnp.tanh(feats @ proj)
    return z / (jnp.linalg.norm(z, axis=-1, keepdims=True) + 1e-6)


def main():
    rng = np.random.default_rng(27)
    proj = jnp.asarray(rng.normal(size=(FEAT_DIM, EMB_DIM)).astype(np.float32))
    index = {}
    for category in CATEGORIES:
        for ids, feats in chunked(iter_items(rng, category, FEAT_DIM), CHUNK):
            vecs = np.asarray(embed_items(proj, feats))
            index.update(zip(ids, vecs))
        print(f"{category}: indexed, total {len(index)}")


if __name__ == "__main__":
    main()
