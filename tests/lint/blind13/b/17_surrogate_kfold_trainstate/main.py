import jax
import jax.numpy as jnp
import numpy as np

from model import create_state
from train import evaluate, train_step

N_FOLDS = 5
EPOCHS = 4
LR = 3e-3


def drag_dataset(n=200, seed=0):
    """Reynolds number and aspect ratio -> log drag coefficient (empirical-style fit)."""
    rng = np.random.default_rng(seed)
    log_re = rng.uniform(1, 5, n)
    aspect = rng.uniform(0.5, 3, n)
    cd = 24 / 10 ** log_re * (1 + 0.15 * (10 ** log_re) ** 0.687) + 0.42 / (1 + 4.25e4 / (10 ** log_re) ** 1.16)
    y = np.log(cd * aspect ** 0.2) + 0.02 * rng.normal(size=n)
    X = np.column_stack([(log_re - 3) / 2, aspect - 1.75])
    return X.astype(np.float32), y.astype(np.float32)


def main():
    X, y = drag_dataset()
    folds = np.array_split(np.random.default_rng(1).permutation(len(X)), N_FOLDS)
    key = jax.random.PRNGKey(0)
    scores = []
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(X)), val_idx)
        Xtr, ytr = jnp.asarray(X[train_idx][:150]), jnp.asarray(y[train_idx][:150])
        Xva, yva = jnp.asarray(X[val_idx]), jnp.asarray(y[val_idx])
        state = create_state(key, X.shape[1], LR)
        for _ in range(EPOCHS):
            state, loss = train_step(state, Xtr, ytr)
        scores.append(float(evaluate(state, Xva, yva)))
        print(f"fold {k}: train loss {float(loss):.4f}  val rmse {scores[-1]:.4f}")
    print("cv rmse", np.mean(scores))


if __name__ == "__main__":
    main()
