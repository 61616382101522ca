import jax
import jax.numpy as jnp

from detect import find_peaks, simulate_field

APERTURE = 3.0


@jax.jit
def aperture_photometry(image, positions, valid):
    yy, xx = jnp.mgrid[: image.shape[0], : image.shape[1]]
    d2 = (xx[None] - positions[:, 0, None, None]) ** 2 + (yy[None] - positions[:, 1, None, None]) ** 2
    inside = d2 <= APERTURE ** 2
    flux = jnp.sum(jnp.where(inside, image[None], 0.0), axis=(1, 2))
    return jnp.where(valid, flux, jnp.nan)


def run_fields(counts):
    for field_id, n in enumerate(counts):
        image = simulate_field(n, seed=field_id)
        positions, valid = find_peaks(image)
        fluxes = aperture_photometry(jnp.asarray(image), jnp.asarray(positions), jnp.asarray(valid))
        print(f"field {field_id}: {int(valid.sum())} sources, median flux {float(jnp.nanmedian(fluxes)):.1f}")


if __name__ == "__main__":
    run_fields([4, 9, 15, 6])
