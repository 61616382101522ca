import jax.numpy as jnp
import numpy as np

from backbone import clip_descriptor
from transforms import RandomSpatialCrop


def main():
    rng = np.random.default_rng(0)
    kernel = jnp.asarray(rng.normal(size=(3, 3, 3, 8)) * 0.2, jnp.float32)
    crop = RandomSpatialCrop()
    for i in range(5):
        clip = rng.random(size=(6, 40, 40, 3)).astype(np.float32)
        d = clip_descriptor(crop(clip), kernel)
        print(i, np.round(np.asarray(d)[:3], 3))


if __name__ == "__main__":
    main()
