import jax
import numpy as np

from model import CONTEXT, HORIZON, gaussian_nll, init_params, sgd_step
from monitoring import holdout_report

EPOCHS = 5


def make_windows(series, length):
    return np.lib.stride_tricks.sliding_window_view(series, length)[::3].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(600)
    series = np.sin(2 * np.pi * t / 24) + 0.2 * rng.standard_normal(t.size)
    windows = make_windows(series, CONTEXT + HORIZON)
    train, holdout = windows[:150], windows[150:190]
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(EPOCHS):
        params, _ = sgd_step(params, train)
        train_nll = float(gaussian_nll(params, train, horizon=HORIZON))
        print(f"epoch {epoch} train nll {train_nll:.4f}", holdout_report(params, holdout))


if __name__ == "__main__":
    main()
