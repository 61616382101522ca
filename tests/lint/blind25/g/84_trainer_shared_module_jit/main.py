import numpy as np

from trainer import DryMatterTrainer


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(120, 4)).astype(np.float32)
    y = (x @ np.array([1.0, 0.4, -0.3, 0.2]) + 23).astype(np.float32)
    folds = np.arange(120) % 4
    for k in range(4):
        tr = folds != k
        t = DryMatterTrainer(4)
        print(f"fold {k}: train loss {t.fit(x[tr], y[tr]):.3f}")


if __name__ == "__main__":
    main()
