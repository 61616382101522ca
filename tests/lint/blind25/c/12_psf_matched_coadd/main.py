import numpy as np
import jax
import jax.numpy as jnp
from jax.scipy.signal import convolve2d

PIXSCALE = 0.26


def gaussian_kernel(fwhm_arcsec, size=13):
    s = fwhm_arcsec / 2.3548 / PIXSCALE
    ax = np.arange(size) - size // 2
    g = np.exp(-ax ** 2 / (2 * s * s))
    k = np.outer(g, g)
    return (k / k.sum()).astype(np.float32)


def homogenising_kernel(seeing, target):
    return gaussian_kernel(np.sqrt(max(target ** 2 - seeing ** 2, 0.05)))


@jax.jit
def degrade_and_weight(image, kernel, weight):
    return convolve2d(image, kernel, mode="same") * weight


def main():
    rng = np.random.default_rng(8)
    size = 72
    sky = np.zeros((size, size), np.float32)
    sky[rng.integers(6, 66, 30), rng.integers(6, 66, 30)] = rng.uniform(200, 2000, 30)
    seeings = [0.7, 0.9, 1.05, 0.8, 1.2, 1.0]
    target = 1.3
    stack = jnp.zeros((size, size))
    wsum = 0.0
    for seeing in seeings:
        exposure = convolve2d(sky, gaussian_kernel(seeing), mode="same")
        exposure = exposure + rng.normal(0, 2.0, (size, size)).astype(np.float32)
        w = np.float32(1.0 / seeing ** 2)
        stack = stack + degrade_and_weight(exposure, homogenising_kernel(seeing, target), w)
        wsum += float(w)
    coadd = stack / wsum
    print(f"coadd of {len(seeings)} exposures at {target}\" seeing, peak={float(coadd.max()):.1f}")


if __name__ == "__main__":
    main()
