import jax
import jax.numpy as jnp
import numpy as np

from apertures import aperture_radii

STAMP = 41


@jax.jit
def curve_of_growth(stamp, radii):
    r = jnp.hypot(*jnp.meshgrid(jnp.arange(STAMP) - STAMP // 2, jnp.arange(STAMP) - STAMP // 2))
    return [jnp.sum(jnp.where(r <= rad, stamp, 0.0)) for rad in radii]


def targets(n, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:STAMP, :STAMP] - STAMP // 2
    for i in range(n):
        size = rng.uniform(1.0, 4.0)
        img = np.exp(-(xx ** 2 + yy ** 2) / (2 * size ** 2)) + 0.01 * rng.normal(size=(STAMP, STAMP))
        yield float(size), size > 2.5, img.astype(np.float32)


if __name__ == "__main__":
    for size, extended, img in targets(6):
        radii = aperture_radii(2.0, extended)
        cog = curve_of_growth(jnp.asarray(img), radii)
        frac = [round(float(c / cog[-1]), 3) for c in cog]
        print(f"size={size:.2f} extended={extended} cog={frac}")
