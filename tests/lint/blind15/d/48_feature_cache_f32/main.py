import jax
import jax.numpy as jnp
import numpy as np

from features import FeatureStore


@jax.jit
def rank(w, feats):
    return jnp.argsort(-(feats @ w))


def main():
    store = FeatureStore()
    w = jax.random.normal(jax.random.PRNGKey(0), (8,))
    requests = [[1, 2, 3, 4], [5, 6, 7, 8], [1, 2, 3, 4], [9, 10, 1, 2], [5, 6, 7, 8]]
    for req in requests:
        order = rank(w, store.get(req))
        print(req, np.asarray(order))


if __name__ == "__main__":
    main()
