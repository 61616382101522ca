import numpy as np

from trainer import LogisticTrainer

N_FOLDS = 5


def make_credit_table(n=500, d=12, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    y = ((X[:, 0] - 0.5 * X[:, 3] + 0.3 * rng.normal(size=n)) > 0).astype(np.float32)
    return X, y


def main():
    X, y = make_credit_table()
    folds = np.array_split(np.random.default_rng(1).permutation(len(X)), N_FOLDS)
    scores = []
    for k in range(N_FOLDS):
        val = folds[k]
        tr = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        trainer = LogisticTrainer(X.shape[1])
        trainer.fit(X[tr], y[tr])
        scores.append(trainer.accuracy(X[val], y[val]))
    print("fold accuracy:", [round(s, 3) for s in scores])


if __name__ == "__main__":
    main()
