import jax
import jax.numpy as jnp
import numpy as np

from feature_store import InMemoryFeatureStore


@jax.jit
def rank_scores(features):
    parts = [jnp.sum(v, axis=-1) for v in features.values()]
    return jax.nn.sigmoid(sum(parts))


def main():
    store = InMemoryFeatureStore()
    store.populate(range(40))
    requests = [[1, 2, 4, 5], [3, 7, 8, 10], [11, 13, 14, 16], [6, 9, 12, 15], [17, 19, 20, 22]]
    for entity_ids in requests:
        feats = store.get_batch(entity_ids)
        scores = rank_scores(feats)
        print(entity_ids, np.round(np.asarray(scores), 3))


if __name__ == "__main__":
    main()
