import numpy as np

from store import FeatureStore


def main():
    rng = np.random.default_rng(0)
    table = (rng.normal(size=(64, 6)) * [1, 5, 10, 0.1, 2, 3]).astype(np.float32)
    store = FeatureStore(dim=6)
    store.fit(table)
    offline = store.offline(table)
    print("offline", offline.shape, np.round(offline.std(axis=0), 2))
    for i in range(4):
        live = store.online(table[i] + rng.normal(size=6).astype(np.float32))
        print("online", np.round(live, 2))


if __name__ == "__main__":
    main()
