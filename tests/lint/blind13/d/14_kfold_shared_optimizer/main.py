"""k-fold evaluation of a window-level anomaly classifier."""
import jax
import numpy as np

from trainer import KFoldTrainer, accuracy, train_step

WINDOW = 24
N_WINDOWS = 160
K = 4
EPOCHS = 3


def make_windows(rng):
    x = rng.normal(size=(N_WINDOWS, WINDOW)).astype(np.float32)
    y = (rng.random(N_WINDOWS) < 0.3).astype(np.float32)
    spikes = rng.integers(0, WINDOW, size=N_WINDOWS)
    x[np.arange(N_WINDOWS), spikes] += 4.0 * y
    return x, y


def main():
    rng = np.random.default_rng(1)
    x, y = make_windows(rng)
    folds = np.array_split(rng.permutation(N_WINDOWS), K)
    trainer = KFoldTrainer(WINDOW)
    key = jax.random.PRNGKey(0)
    for k, val_idx in enumerate(folds):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        key, sub = jax.random.split(key)
        state = trainer.fresh_state(sub)
        for _ in range(EPOCHS):
            state, loss = train_step(state, x[train_idx], y[train_idx])
        acc = float(accuracy(state, x[val_idx], y[val_idx]))
        print(f"fold {k}: loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
