import jax
import numpy as np

from calibrate import grid_search_temperature
from model import ActivityNet


def holdout(seed, n=64, t=50):
    rng = np.random.default_rng(seed)
    xs = rng.standard_normal((n, 3, t)).astype(np.float32)
    ys = rng.integers(0, 6, size=n).astype(np.int32)
    return xs, ys


def main():
    model = ActivityNet(jax.random.PRNGKey(0))
    xs, ys = holdout(1)
    grid = [0.5, 0.75, 1.0, 1.5, 2.0]
    t, nll = grid_search_temperature(model, xs, ys, grid)
    print("temperature", t, "nll", round(nll, 4))


if __name__ == "__main__":
    main()
