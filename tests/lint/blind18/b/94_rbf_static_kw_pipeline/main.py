import numpy as np

from pipeline import featurize_test, featurize_train

MAX_ATOMS = 10


def random_structures(rng, n):
    out = []
    for _ in range(n):
        k = int(rng.integers(4, MAX_ATOMS + 1))
        pos = np.zeros((MAX_ATOMS, 3), np.float32)
        pos[:k] = rng.normal(scale=1.5, size=(k, 3))
        mask = (np.arange(MAX_ATOMS) < k).astype(np.float32)
        out.append({"pos": pos, "mask": mask, "y": np.float32(k)})
    return out


def main():
    rng = np.random.default_rng(0)
    train, test = random_structures(rng, 12), random_structures(rng, 4)
    x_tr = featurize_train(train).sum(1)
    x_te = featurize_test(test).sum(1)
    y_tr = np.array([s["y"] for s in train])
    w, *_ = np.linalg.lstsq(x_tr, y_tr, rcond=None)
    print("test MAE", float(np.mean(np.abs(x_te @ w - np.array([s["y"] for s in test])))))


if __name__ == "__main__":
    main()
