import numpy as np
import jax
import jax.numpy as jnp

from model import TemporalConvNet
from train import create_state, train_step

WINDOW, BATCH = 16, 16


def expanding_window_folds(n, n_folds, min_train):
    step = (n - min_train) // n_folds
    for k in range(n_folds):
        end = min_train + k * step
        yield np.arange(0, end), np.arange(end, end + step)


def windows(series, idx, rng):
    starts = rng.choice(idx[:-WINDOW - 1], size=BATCH)
    x = np.stack([series[s:s + WINDOW] for s in starts]).astype(np.float32)
    return x, series[starts + WINDOW].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    series = np.sin(np.arange(700) / 11.0) + 0.2 * rng.normal(size=700)
    model = TemporalConvNet()
    scores = []
    for fold, (train_idx, test_idx) in enumerate(expanding_window_folds(len(series), 4, 200)):
        state = create_state(model, jax.random.PRNGKey(fold), jnp.zeros((1, WINDOW)), lr=1e-2)
        for _ in range(2):
            state, loss = train_step(state, *windows(series, train_idx, rng))
        x_test, y_test = windows(series, test_idx, rng)
        mse = float(jnp.mean((model.apply({"params": state.params}, x_test) - y_test) ** 2))
        scores.append(mse)
        print(f"fold {fold} train size {len(train_idx)} test mse {mse:.4f}")
    print(f"cv mse {np.mean(scores):.4f}")


if __name__ == "__main__":
    main()
