import jax
import jax.numpy as jnp
import numpy as np

from cache import TileCache


def decode_tile(key, size=64):
    z, x, y = key
    rng = np.random.default_rng(z * 10000 + x * 100 + y)
    return rng.uniform(0, 1, (3, size, size)).astype(np.float32)


@jax.jit
def render_hillshade_overlay(rgb):
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    gy, gx = jnp.gradient(lum.astype(jnp.float32))
    shade = jnp.clip(0.5 + 2.0 * (gx - gy), 0, 1)
    return (rgb * shade).astype(jnp.float32)


def main():
    cache = TileCache()
    requests = [(12, 1, 1), (12, 1, 2), (12, 1, 1), (12, 2, 1), (12, 1, 2)]
    for key in requests:
        out = render_hillshade_overlay(jnp.asarray(cache.get(key, decode_tile)))
        print(key, float(out.mean()))


if __name__ == "__main__":
    main()
