import jax
import jax.numpy as jnp
import numpy as np

from readers import STUDY, read_image


@jax.jit
def disc_hemorrhage_score(img, kernel):
    lum = img.mean(axis=-1)
    dark = jnp.clip(0.3 - lum, 0, None)
    resp = jax.scipy.signal.convolve2d(dark, kernel, mode="same")
    return resp.max()


def main():
    rng = np.random.default_rng(0)
    kernel = jnp.ones((5, 5)) / 25.0
    for path in STUDY:
        img = read_image(path, rng)
        print(path, img.shape[-1], round(float(disc_hemorrhage_score(img, kernel)), 4))


if __name__ == "__main__":
    main()
