import numpy as np
import jax.numpy as jnp

from geo import Reprojector


def load_tiles(n_tiles, size=32, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_tiles):
        yield i, jnp.asarray(rng.random((size, size)), dtype=jnp.float32)


def main():
    theta = np.deg2rad(3.0)
    affine = [[np.cos(theta), -np.sin(theta), 1.5],
              [np.sin(theta), np.cos(theta), -0.5]]
    reproj = Reprojector(affine)
    mosaic = []
    for idx, tile in load_tiles(5):
        out = reproj.apply(tile)
        mosaic.append(out)
        print(f"tile {idx}: mean {float(out.mean()):.4f}")
    print("mosaic", jnp.stack(mosaic).shape)


if __name__ == "__main__":
    main()
