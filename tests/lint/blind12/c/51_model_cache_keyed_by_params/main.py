import numpy as np

from registry import CompiledModelCache, ModelStore


def handle_request(store, cache, payload):
    params = store.load("ranker", "v3")
    model = cache.get(params)
    return np.asarray(model(payload)).argmax(-1)


def main():
    store, cache = ModelStore(), CompiledModelCache()
    rng = np.random.default_rng(0)
    labels = []
    for _ in range(6):
        labels.extend(handle_request(store, cache, rng.normal(size=(8, 10)).astype(np.float32)).tolist())
    print("label counts", np.bincount(labels, minlength=4))


if __name__ == "__main__":
    main()
