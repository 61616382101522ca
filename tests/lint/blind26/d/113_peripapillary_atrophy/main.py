import jax
import jax.numpy as jnp
import numpy as np

from readers import STUDY, read_image


@jax.jit
def peripapillary_atrophy(img, ring):
    lum = img.mean(axis=-1)
    bright = (lum > 0.8) & ring
    return bright.sum() / ring.sum()


def main():
    rng = np.random.default_rng(0)
    yy, xx = np.mgrid[:48, :48]
    r = np.sqrt((yy - 24) ** 2 + (xx - 24) ** 2)
    ring = (r > 10) & (r < 18)
    for path in STUDY:
        img = read_image(path, rng)
        print(path, img.shape, round(float(peripapillary_atrophy(img, ring)), 4))


if __name__ == "__main__":
    main()
