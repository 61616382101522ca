import jax
import numpy as np

from cv import CrossValidator, train_step, val_mse


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 3)).astype(np.float32)
    y = (x[:, 0] * 2 - x[:, 1] + 0.1 * rng.normal(size=80)).astype(np.float32)
    cv = CrossValidator(lr=0.05, n_folds=4)
    scores = []
    for k, val_idx in enumerate(cv.folds(len(x))):
        train_idx = np.setdiff1d(np.arange(len(x)), val_idx)
        state = cv.fresh_state(jax.random.PRNGKey(k), x[:1])
        for _ in range(3):
            state, loss = train_step(state, x[train_idx], y[train_idx])
        scores.append(float(val_mse(state, x[val_idx], y[val_idx])))
    print("fold mse", np.round(scores, 4), "mean", np.mean(scores))


if __name__ == "__main__":
    main()
