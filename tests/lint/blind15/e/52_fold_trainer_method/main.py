import numpy as np

from trainer import FoldTrainer

K = 4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 5)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
    folds = np.split(rng.permutation(len(x)), K)
    for k in range(K):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != k])
        w, loss = FoldTrainer(fold=k).fit(x[tr], y[tr])
        acc = np.mean(((x[folds[k]] @ np.asarray(w)) > 0) == y[folds[k]])
        print(f"fold {k}: train loss {loss:.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
