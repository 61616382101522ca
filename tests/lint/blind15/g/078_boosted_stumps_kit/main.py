import numpy as np

from ensemble import add_stage, empty_table, ensemble_predict
from stumps import fit_stump

LR = 0.3


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(300, 6)).astype(np.float32)
    y = (np.where(X[:, 0] > 0, 2.0, -1.0) + 0.5 * X[:, 2] + 0.1 * rng.normal(size=300)).astype(np.float32)
    table = empty_table()
    for round_ in range(6):
        pred = np.asarray(ensemble_predict(table, X, LR))
        table = add_stage(table, round_, fit_stump(X, y - pred))
        mse = float(np.mean((np.asarray(ensemble_predict(table, X, LR)) - y) ** 2))
        print(f"round {round_} train mse {mse:.4f}")


if __name__ == "__main__":
    main()
