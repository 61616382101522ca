import numpy as np

from forecast import init_params, lagged, sgd_step

WARMUP = 4
STEPS = 8


def make_series(n=400, seed=3):
    rng = np.random.default_rng(seed)
    s = np.zeros(n)
    for t in range(2, n):
        s[t] = 0.6 * s[t - 1] - 0.2 * s[t - 2] + rng.standard_normal()
    return s


def main():
    x, y = lagged(make_series())
    params = init_params()
    for step in range(1, STEPS + 1):
        lr_scale = min(1, step / WARMUP)
        params, loss = sgd_step(params, x, y, lr_scale)
        print(f"step {step} lr_scale={lr_scale} mse={float(loss):.4f}")
    print("AR coefficients:", np.round(np.asarray(params["coef"]), 3))


if __name__ == "__main__":
    main()
