import numpy as np

from ensemble import ensemble_predict
from stumps import fit_stump

LR = 0.3


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(300, 6)).astype(np.float32)
    y = (np.where(X[:, 0] > 0, 2.0, -1.0) + 0.5 * X[:, 2] + 0.1 * rng.normal(size=300)).astype(np.float32)
    stages = []
    for round_ in range(6):
        pred = np.asarray(ensemble_predict(stages, X, LR)) if stages else np.zeros_like(y)
        stages.append(fit_stump(X, y - pred))
        mse = float(np.mean((np.asarray(ensemble_predict(stages, X, LR)) - y) ** 2))
        print(f"round {round_} train mse {mse:.4f}")


if __name__ == "__main__":
    main()
