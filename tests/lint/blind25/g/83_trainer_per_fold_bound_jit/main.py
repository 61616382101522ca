import numpy as np

from trainer import FirmnessTrainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 4)).astype(np.float32)
    y = (x @ np.array([1.5, -0.5, 0.3, 0.8]) + 6).astype(np.float32)
    folds = np.arange(120) % 4
    for k in range(4):
        tr = folds != k
        trainer = FirmnessTrainer(4)
        loss = trainer.fit(x[tr], y[tr])
        va = ~tr
        pred = x[va] @ np.asarray(trainer.params["w"]) + float(trainer.params["b"])
        print(f"fold {k}: train {loss:.3f} val rmse {np.sqrt(np.mean((pred - y[va]) ** 2)):.3f}")


if __name__ == "__main__":
    main()
