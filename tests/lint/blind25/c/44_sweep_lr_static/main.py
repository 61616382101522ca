import itertools

import numpy as np

from features import variable_star_features
from train import train


def main():
    x, y = variable_star_features()
    xtr, ytr, xva, yva = x[:400], y[:400], x[400:], y[400:]
    grid = {"lr": [0.03, 0.1, 0.3], "l2": [0.0, 1e-2]}
    results = {}
    for lr, l2 in itertools.product(grid["lr"], grid["l2"]):
        w, b = train(xtr, ytr, lr=lr, l2=l2)
        acc = float(np.mean((np.asarray(xva @ w + b) > 0) == yva))
        results[(lr, l2)] = acc
        print(f"lr={lr} l2={l2}: val acc {acc:.3f}")
    print("best:", max(results, key=results.get))


if __name__ == "__main__":
    main()
