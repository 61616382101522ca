import numpy as np
import jax
import jax.numpy as jnp


def make_cutouts(n_stars, size=15, seed=1):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    c = size // 2
    flux = rng.uniform(500.0, 5000.0, n_stars)
    psf = np.exp(-((xx - c) ** 2 + (yy - c) ** 2)[None] / (2 * 1.6 ** 2))
    psf = psf / psf.sum()
    img = flux[:, None, None] * psf + rng.normal(100.0, 5.0, (n_stars, size, size))
    return img.astype(np.float32)


@jax.jit
def sky_subtracted_flux(cutouts):
    size = cutouts.shape[-1]
    yy, xx = jnp.mgrid[:size, :size]
    r = jnp.hypot(xx - size // 2, yy - size // 2)
    ap = r < 4.0
    ann = (r > 5.0) & (r < 7.0)
    sky = jnp.nanmedian(jnp.where(ann, cutouts, jnp.nan).reshape(cutouts.shape[0], -1), axis=1)
    return jnp.sum((cutouts - sky[:, None, None]) * ap, axis=(1, 2))


def batches(cutouts, batch):
    n = len(cutouts)
    for start in range(0, n, batch):
        chunk = cutouts[start:start + batch]
        valid = len(chunk)
        if valid < batch:
            pad = np.zeros((batch - valid,) + chunk.shape[1:], chunk.dtype)
            chunk = np.concatenate([chunk, pad])
        yield chunk, valid


def main():
    cutouts = make_cutouts(230)
    out = []
    for chunk, valid in batches(cutouts, 64):
        out.append(np.asarray(sky_subtracted_flux(chunk))[:valid])
    flux = np.concatenate(out)
    print(f"{flux.size} stars, total flux {flux.sum():.1f}")


if __name__ == "__main__":
    main()
