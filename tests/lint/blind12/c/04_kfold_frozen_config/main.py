import numpy as np

from trainer import FoldTrainer

K = 5


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
    fold_of = np.arange(len(x)) % K
    rng.shuffle(fold_of)
    trainer = FoldTrainer(n_features=6)
    accs = []
    for i in range(K):
        tr, va = fold_of != i, fold_of == i
        w = trainer.run_fold(i, x[tr], y[tr])
        accs.append(float((((x[va] @ np.asarray(w)) > 0) == y[va]).mean()))
    print("cv accuracy", np.mean(accs))


if __name__ == "__main__":
    main()
