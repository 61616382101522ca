import itertools
import numpy as np

from trial import run_trial

GRID = {"lr": [1e-2, 3e-2], "wd": [0.0, 1e-3]}


def main():
    rng = np.random.default_rng(61)
    X = rng.standard_normal((300, 14)).astype(np.float32)
    y = (X @ rng.standard_normal(14) * 0.2 + 0.1 * rng.standard_normal(300)).astype(np.float32)
    results = []
    for lr, wd in itertools.product(GRID["lr"], GRID["wd"]):
        mse = run_trial({"lr": lr, "wd": wd}, X[:250], y[:250], X[250:], y[250:])
        results.append(((lr, wd), round(mse, 5)))
    print(sorted(results, key=lambda r: r[1])[0])


if __name__ == "__main__":
    main()
