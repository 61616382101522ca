import numpy as np

from store import EmbeddingStore, fresh_features, to_device
from retrieval import nearest_sign


def main():
    rng = np.random.default_rng(0)
    gallery = rng.normal(size=(50, 128)).astype(np.float32)
    store = EmbeddingStore()
    requests = ["c1", "c2", "c1", "c3", "c2", "c4"]
    for cid in requests:
        if cid in store.store:
            feats = store.get_or_compute(cid, None)
        else:
            feats = store.get_or_compute(cid, lambda: to_device(fresh_features(rng))) if cid in ("c2", "c4") else fresh_features(rng)
            store.store[cid] = feats
        idx, sim = nearest_sign(feats, gallery)
        print(cid, type(feats).__name__, int(idx), round(float(sim), 3))


if __name__ == "__main__":
    main()
