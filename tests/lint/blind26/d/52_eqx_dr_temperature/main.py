import equinox as eqx
import jax
import numpy as np

from calib import CalibratedGrader, search_temperature


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(128, 16)).astype(np.float32) * 3
    labels = rng.integers(0, 5, size=128).astype(np.int32)
    model = CalibratedGrader(eqx.nn.Linear(16, 5, key=jax.random.PRNGKey(0)))
    grid = [0.5, 1.0, 1.5, 2.0, 3.0]
    t, nll = search_temperature(model, feats, labels, grid)
    print("best temperature", t, round(nll, 4))


if __name__ == "__main__":
    main()
