import jax
import numpy as np

from detector import BoundaryDetector, boundary_fscore


def main():
    rng = np.random.default_rng(0)
    streams = rng.normal(size=(8, 100, 12)).astype(np.float32)
    boundaries = rng.random(size=(8, 100)) < 0.1
    model = BoundaryDetector(12, jax.random.PRNGKey(0))
    for th in np.linspace(0.3, 0.7, 5, dtype=np.float32):
        print(round(float(th), 2), float(boundary_fscore(model, streams, boundaries, th)))


if __name__ == "__main__":
    main()
