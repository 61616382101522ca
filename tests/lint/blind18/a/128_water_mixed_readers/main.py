import jax
import jax.numpy as jnp

from readers import SOURCES


@jax.jit
def water_fraction(img):
    green, nir = img[1], img[3]
    ndwi = (green - nir) / (green + nir + 1e-6)
    return jnp.mean(ndwi > 0.0)


def main():
    for i, read in enumerate(SOURCES):
        img = jnp.asarray(read(i))
        print(f"{read.__name__:20s} {tuple(img.shape)} water {float(water_fraction(img)):.3f}")


if __name__ == "__main__":
    main()
