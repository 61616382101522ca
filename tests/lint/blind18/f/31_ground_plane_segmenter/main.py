import jax
import numpy as np

from ground import GroundSegmenter


def sweep(rng, n=800):
    ground = np.c_[rng.uniform(-20, 20, (n, 2)), rng.normal(0, 0.03, n)]
    objects = np.c_[rng.uniform(-20, 20, (n // 4, 2)), rng.uniform(0.3, 2.0, n // 4)]
    return np.concatenate([ground, objects]).astype(np.float32)


def main():
    rng = np.random.default_rng(11)
    seg = GroundSegmenter()
    key = jax.random.PRNGKey(0)
    for frame in range(5):
        key, sub = jax.random.split(key)
        mask = seg.segment(sweep(rng), sub)
        print(f"frame {frame} ground points {int(mask.sum())}")


if __name__ == "__main__":
    main()
