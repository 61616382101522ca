import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from tiling import iter_tiles, stitch


class TinySeg(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(self.features, (3, 3))(x))
        h = nn.relu(nn.Conv(self.features, (3, 3))(h))
        return nn.Conv(1, (1, 1))(h)[..., 0]


model = TinySeg()


@jax.jit
def predict_tile(variables, patch):
    logits = model.apply(variables, patch[None, ..., None])
    return jax.nn.sigmoid(logits[0])


def segment_slide(variables, image):
    pieces = []
    for origin, patch in iter_tiles(image, tile=32):
        pieces.append((origin, np.asarray(predict_tile(variables, patch))))
    return stitch(image.shape, pieces) > 0.5


def main():
    rng = np.random.default_rng(1)
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 1)))
    for shape in [(80, 72), (96, 100)]:
        image = rng.random(shape, dtype=np.float32)
        mask = segment_slide(variables, image)
        print(shape, int(mask.sum()))


if __name__ == "__main__":
    main()
