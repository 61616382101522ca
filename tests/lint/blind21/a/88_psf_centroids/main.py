import jax
import jax.numpy as jnp
import numpy as np

from centroid import initial_centroid

N = 15


@jax.jit
def gaussian_psf_residual(stamp, yx0, sigma):
    yy, xx = jnp.mgrid[:N, :N]
    model = jnp.exp(-((yy - yx0[0]) ** 2 + (xx - yx0[1]) ** 2) / (2 * sigma ** 2))
    amp = jnp.sum(model * stamp) / jnp.sum(model * model)
    return jnp.sum((stamp - amp * model) ** 2)


def stars(n, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:N, :N]
    for i in range(n):
        y0, x0 = rng.uniform(6, 8, 2)
        img = np.exp(-((yy - y0) ** 2 + (xx - x0) ** 2) / (2 * 1.8 ** 2)) + 0.01 * rng.normal(size=(N, N))
        bright = i % 2 == 0
        yield img.astype(np.float32), bright


if __name__ == "__main__":
    sigma = jnp.float32(1.8)
    for i, (stamp, bright) in enumerate(stars(6)):
        yx0 = initial_centroid(stamp, refine=bright)
        chi = gaussian_psf_residual(jnp.asarray(stamp), jnp.asarray(yx0), sigma)
        print(f"star {i}: start {yx0} resid {float(chi):.4f}")
