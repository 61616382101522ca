import jax.numpy as jnp
import numpy as np
from flax import nnx

from hdmap import N_POINTS, load_tiles


class PolylineEncoder(nnx.Module):
    def __init__(self, hidden, rngs):
        self.point_mlp = nnx.Linear(4, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, hidden, rngs=rngs)

    def __call__(self, lanes):
        seg = jnp.concatenate([lanes[:, :-1], lanes[:, 1:] - lanes[:, :-1]], -1)
        h = nnx.relu(self.point_mlp(seg))
        return self.out(h.max(axis=1))


@nnx.jit
def encode_map(encoder, lanes):
    center = lanes.mean(axis=(0, 1), keepdims=True)
    return encoder(lanes - center)


def main():
    rng = np.random.default_rng(0)
    encoder = PolylineEncoder(32, nnx.Rngs(0))
    for i, tile in enumerate(load_tiles(rng, 6)):
        emb = encode_map(encoder, tile)
        print(i, tile.dtype, float(jnp.abs(emb).mean()))


if __name__ == "__main__":
    main()
