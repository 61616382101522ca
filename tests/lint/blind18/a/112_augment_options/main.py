import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import AugmentConfig


@functools.partial(jax.jit, static_argnames=("cfg",))
def augment(tiles, key, cfg):
    k1, k2 = jax.random.split(key)
    if cfg.flip:
        flip = jax.random.bernoulli(k1, 0.5, (tiles.shape[0],))
        tiles = jnp.where(flip[:, None, None, None], tiles[:, :, ::-1], tiles)
    scale = 1.0 + cfg.brightness * jax.random.uniform(k2, (tiles.shape[0], 1, 1, 1), minval=-1, maxval=1)
    return tiles * scale


def main():
    rng = np.random.default_rng(0)
    cfg = AugmentConfig()
    key = jax.random.PRNGKey(0)
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            tiles = jnp.asarray(rng.uniform(size=(8, 32, 32, 4)).astype(np.float32))
            out = augment(tiles, sub, cfg=cfg)
        print(f"epoch {epoch}: batch mean {float(out.mean()):.4f}")


if __name__ == "__main__":
    main()
