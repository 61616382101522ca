import numpy as np

from predictor import fit
from server import YieldMapServer


def main():
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 10, size=(60, 2)).astype(np.float32)
    y = (np.sin(X[:, 0]) + np.cos(X[:, 1]) + 0.1 * rng.standard_normal(60)).astype(np.float32)
    server = YieldMapServer({"X_train": X, "weights": fit(X, y)})
    for i in range(6):
        locations = rng.uniform(0, 10, size=(16, 2))
        pred = np.asarray(server.handle({"locations": locations}))
        print(f"request {i}: mean predicted yield {pred.mean():+.3f}")


if __name__ == "__main__":
    main()
