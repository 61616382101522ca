import jax
import numpy as np

from augment import augment
from preview import preview_samples


def main():
    rng = np.random.default_rng(0)
    pts = rng.normal(size=(1024, 4)).astype(np.float32)
    print("preview kept", preview_samples(pts))
    key = jax.random.key(0)
    for step in range(4):
        key, sub = jax.random.split(key)
        aug, keep = augment(pts, sub)
        print(f"step {step} kept {int(keep.sum())}")


if __name__ == "__main__":
    main()
