import jax
import numpy as np

from forecasting import init_ar, make_windows, sgd_step

LAGS = 12
WARMUP_STEPS = 4
TOTAL_STEPS = 8


def load_load_curve(n=300, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    return np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / 168) + 0.1 * rng.standard_normal(n)


def main():
    X, y = make_windows(load_load_curve(), LAGS)
    params = init_ar(jax.random.PRNGKey(0), LAGS)
    for step in range(1, TOTAL_STEPS + 1):
        warmup = min(1, step / WARMUP_STEPS)
        params, loss = sgd_step(params, X, y, warmup)
        print(f"step {step} lr_scale {warmup} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
