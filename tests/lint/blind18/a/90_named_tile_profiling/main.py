import functools

import jax
import jax.numpy as jnp
import numpy as np

TILES = ["31UFS_0_0", "31UFS_0_1", "31UFS_1_0", "31UFS_1_1", "31UFT_0_0"]


@functools.partial(jax.jit, static_argnames=("tile_name",))
def texture_features(band, tile_name):
    with jax.named_scope(f"glcm_{tile_name}"):
        dx = band[:, 1:] - band[:, :-1]
        dy = band[1:, :] - band[:-1, :]
        contrast = jnp.mean(dx ** 2) + jnp.mean(dy ** 2)
        homogeneity = jnp.mean(1.0 / (1.0 + jnp.abs(dx))) + jnp.mean(1.0 / (1.0 + jnp.abs(dy)))
    return jnp.stack([contrast, homogeneity])


def main():
    rng = np.random.default_rng(0)
    feats = {}
    for name in TILES:
        band = jnp.asarray(rng.uniform(0, 1, (64, 64)).astype(np.float32))
        feats[name] = texture_features(band, tile_name=name)
    for name, f in feats.items():
        print(name, np.round(np.asarray(f), 3))


if __name__ == "__main__":
    main()
