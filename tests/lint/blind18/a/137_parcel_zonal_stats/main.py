import jax
import jax.numpy as jnp
import numpy as np

from parcels import PARCELS, vertices


@jax.jit
def parcel_mean(image, poly):
    h, w = image.shape
    yy, xx = jnp.meshgrid(jnp.arange(h) + 0.5, jnp.arange(w) + 0.5, indexing="ij")
    x0, y0 = poly[:, 0], poly[:, 1]
    x1, y1 = jnp.roll(x0, -1), jnp.roll(y0, -1)
    crosses = ((y0[:, None, None] > yy) != (y1[:, None, None] > yy)) & (
        xx < (x1 - x0)[:, None, None] * (yy - y0[:, None, None]) / ((y1 - y0)[:, None, None] + 1e-9) + x0[:, None, None])
    inside = jnp.sum(crosses, axis=0) % 2 == 1
    return jnp.sum(jnp.where(inside, image, 0.0)) / jnp.maximum(inside.sum(), 1)


def main():
    ndvi = jnp.asarray(np.random.default_rng(0).uniform(0.1, 0.9, (64, 64)).astype(np.float32))
    for pid in PARCELS:
        print(pid, round(float(parcel_mean(ndvi, jnp.asarray(vertices(pid)))), 4))


if __name__ == "__main__":
    main()
