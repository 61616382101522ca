import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from tiling import tile_grid


class MicroaneurysmNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (3, 3))(x)[..., 0]


net = MicroaneurysmNet()


@jax.jit
def tile_logits(params, tile):
    return net.apply(params, tile[None])[0]


def main():
    rng = np.random.default_rng(1)
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))
    for shape in [(70, 90), (64, 64), (100, 75)]:
        img = rng.uniform(size=shape + (3,)).astype(np.float32)
        batch, padded_hw, (h, w) = tile_grid(img)
        outs = [tile_logits(params, t) for t in batch]
        print(shape, padded_hw, len(outs), float(jnp.stack(outs).max()))


if __name__ == "__main__":
    main()
