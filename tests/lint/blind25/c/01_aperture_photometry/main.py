import numpy as np
import jax
import jax.numpy as jnp


def make_cutouts(n_stars, size=15, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    c = size // 2
    flux = rng.uniform(500.0, 5000.0, n_stars)
    sigma = rng.uniform(1.2, 2.0, n_stars)
    psf = np.exp(-((xx - c) ** 2 + (yy - c) ** 2)[None] / (2 * sigma[:, None, None] ** 2))
    psf /= psf.sum(axis=(1, 2), keepdims=True)
    img = flux[:, None, None] * psf + rng.normal(100.0, 5.0, (n_stars, size, size))
    return img.astype(np.float32)


@jax.jit
def aperture_flux(cutouts):
    size = cutouts.shape[-1]
    yy, xx = jnp.mgrid[:size, :size]
    r = jnp.sqrt((xx - size // 2) ** 2 + (yy - size // 2) ** 2)
    ap = r < 4.0
    ann = (r > 5.0) & (r < 7.0)
    sky = jnp.sum(cutouts * ann, axis=(1, 2)) / jnp.sum(ann)
    return jnp.sum((cutouts - sky[:, None, None]) * ap, axis=(1, 2))


def main():
    cutouts = make_cutouts(230)
    batch = 64
    fluxes = []
    for start in range(0, len(cutouts), batch):
        fluxes.append(np.asarray(aperture_flux(cutouts[start:start + batch])))
    fluxes = np.concatenate(fluxes)
    mags = -2.5 * np.log10(np.clip(fluxes, 1e-3, None)) + 25.0
    print(f"{len(mags)} stars, median mag {np.median(mags):.3f}")


if __name__ == "__main__":
    main()
