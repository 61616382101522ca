import jax
import jax.numpy as jnp
import numpy as np

from readers import plate_images

KERNEL = jnp.ones((5, 5, 1, 1)) / 25.0


@jax.jit
def count_foci(image, threshold):
    if image.ndim == 2:
        image = image[..., None]
    smooth = jax.lax.conv_general_dilated(image[None], KERNEL, (1, 1), "SAME",
                                          dimension_numbers=("NHWC", "HWIO", "NHWC"))[0, ..., 0]
    peaks = (smooth > threshold) & (smooth >= jax.lax.reduce_window(
        smooth, -jnp.inf, jax.lax.max, (3, 3), (1, 1), "SAME"))
    return peaks.sum()


def main():
    rng = np.random.default_rng(0)
    for i, img in enumerate(plate_images(rng, 6)):
        print(i, img.ndim, int(count_foci(img, 0.55)))


if __name__ == "__main__":
    main()
