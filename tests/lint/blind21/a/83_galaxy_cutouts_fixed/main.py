import jax
import jax.numpy as jnp
import numpy as np

from cutouts import cutout_half_width, extract


@jax.jit
def half_light_radius(stamp):
    n = stamp.shape[0]
    yy, xx = jnp.mgrid[:n, :n] - n // 2
    r = jnp.hypot(xx, yy).ravel()
    f = stamp.ravel()
    order = jnp.argsort(r)
    cum = jnp.cumsum(f[order])
    return r[order][jnp.searchsorted(cum, 0.5 * cum[-1])]


def field(seed=0, size=200):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    img = rng.normal(0, 0.01, (size, size))
    cat = []
    for _ in range(6):
        x, y = rng.uniform(30, size - 30, 2)
        flux, rh = rng.uniform(100, 5000), rng.uniform(1.5, 4.0)
        img += flux / (2 * np.pi * rh ** 2) * np.exp(-((xx - x) ** 2 + (yy - y) ** 2) / (2 * rh ** 2))
        cat.append((x, y, flux, rh))
    return img.astype(np.float32), cat


if __name__ == "__main__":
    image, catalogue = field()
    for x, y, flux, rh in catalogue:
        half = cutout_half_width(flux, rh)
        stamp = extract(image, x, y, half)
        print(f"stamp {stamp.shape}: r_half {float(half_light_radius(jnp.asarray(stamp))):.2f} px (true sigma {rh:.2f})")
