import jax
import numpy as np

from augment import augment_patch
from tta import tta_mean_reflectance


def main():
    rng = np.random.default_rng(0)
    patches = rng.uniform(0, 0.6, size=(6, 32, 32, 4)).astype(np.float32)
    key = jax.random.key(0)
    for i, p in enumerate(patches):
        key, sub = jax.random.split(key)
        aug = augment_patch(sub, p)
        print(f"train patch {i}: mean {float(aug.mean()):.3f}")
    print(f"TTA reflectance on holdout patch: {float(tta_mean_reflectance(patches[0])):.3f}")


if __name__ == "__main__":
    main()
