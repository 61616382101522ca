import jax
import numpy as np

from callbacks import HoldoutMonitor
from model import init, train_step


def labelled_alerts(night, n=200):
    """SN Ia / SN II / AGN features: rise time, decline rate, colour, ..."""
    rng = np.random.default_rng(night)
    y = rng.integers(0, 3, n)
    centers = np.array([[1, -1, 0.5, 0, 0, 1], [-1, 0.5, -0.5, 1, 0, 0], [0, 0, 0, -1, 1, -1]], np.float32)
    return (centers[y] + rng.normal(0, 0.7, (n, 6))).astype(np.float32), y.astype(np.int32)


def main():
    params = init(jax.random.PRNGKey(0))
    monitor = HoldoutMonitor()
    for night in range(5):
        x, y = labelled_alerts(night)
        monitor.add(x, y)
        for _ in range(20):
            params, loss = train_step(params, x, y, 0.3)
        monitor(params, night)


if __name__ == "__main__":
    main()
