import numpy as np

from gp import log_evidence

LENGTHSCALES = np.geomspace(0.05, 2.0, 6)


def soil_moisture_field(rng, n=40):
    X = rng.uniform(0, 1, size=(n, 2)).astype(np.float32)
    y = np.sin(3 * X[:, 0]) * np.cos(2 * X[:, 1]) + 0.1 * rng.standard_normal(n)
    return X, y.astype(np.float32)


def main():
    X, y = soil_moisture_field(np.random.default_rng(0))
    scores = {}
    for ls in LENGTHSCALES:
        scores[float(ls)] = float(log_evidence(X, y, lengthscale=float(ls)))
    best = max(scores, key=scores.get)
    for ls, s in scores.items():
        print(f"lengthscale {ls:.3f}: log evidence {s:.2f}{'  <- best' if ls == best else ''}")


if __name__ == "__main__":
    main()
