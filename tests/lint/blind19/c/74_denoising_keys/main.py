import numpy as np

from pipeline import training_pairs, validation_pairs


def main():
    rng = np.random.default_rng(0)
    train_ids = rng.integers(4, 50, size=(32, 10)).astype(np.int32)
    dev_ids = rng.integers(4, 50, size=(16, 10)).astype(np.int32)
    changed = [float((np.asarray(n) != c).mean()) for n, c in training_pairs(train_ids, 8, seed=0)]
    print("train corruption rate", np.round(np.mean(changed), 3))
    changed = [float((np.asarray(n) != c).mean()) for n, c in validation_pairs(dev_ids, 8, seed=1)]
    print("dev corruption rate", np.round(np.mean(changed), 3))


if __name__ == "__main__":
    main()
