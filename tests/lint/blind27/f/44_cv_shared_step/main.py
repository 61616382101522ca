import jax
import numpy as np

from trainer import GradeTrainer


def hole_folds(n_holes=50, samples_per_hole=12, k=5, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_holes, samples_per_hole, 4)).astype(np.float32)
    y = (X[..., 0] * 0.5 + np.sin(X[..., 1])).astype(np.float32)
    holes = rng.permutation(n_holes)
    for f in range(k):
        val = holes[f::k]
        tr = np.setdiff1d(holes, val)
        yield X[tr].reshape(-1, 4), y[tr].reshape(-1), X[val].reshape(-1, 4), y[val].reshape(-1)


def main():
    scores = []
    for f, (xt, yt, xv, yv) in enumerate(hole_folds()):
        trainer = GradeTrainer()
        p, l = trainer.fit(jax.random.PRNGKey(f), xt, yt)
        print(f"fold {f}: train mse {float(l):.4f}")
        scores.append(float(l))
    print("mean", np.mean(scores))


if __name__ == "__main__":
    main()
