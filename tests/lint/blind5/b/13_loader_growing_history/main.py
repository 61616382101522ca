import numpy as np

from loader import ReturnsLoader
from model import init_params, sgd_step

BATCH = 64
LR = 0.05


def factor_returns(n_days, n_factors=5, seed=11):
    rng = np.random.default_rng(seed)
    f = rng.normal(scale=0.01, size=(n_days, n_factors)).astype(np.float32)
    beta = np.array([0.8, -0.3, 0.5, 0.0, 0.1], dtype=np.float32)
    r = f @ beta + rng.normal(scale=0.002, size=n_days).astype(np.float32)
    return f, r


def main():
    factors, returns = factor_returns(400)
    params = init_params(factors.shape[1])
    # expanding-window refit
    for day_end in range(230, 400, 29):
        loader = ReturnsLoader(factors[:day_end], returns[:day_end], BATCH, seed=day_end)
        for xb, yb in loader:
            params, loss = sgd_step(params, xb, yb, LR)
        print(f"history={day_end} days  last batch {len(yb)}  loss {float(loss):.2e}")


if __name__ == "__main__":
    main()
