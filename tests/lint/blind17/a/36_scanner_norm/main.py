import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from io_utils import fields


class CellSegmenter(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 1, 3, padding=1, key=k2)

    def __call__(self, x):
        return self.conv2(jax.nn.relu(self.conv1(x)))[0]


@eqx.filter_jit
def segment(model, raw):
    x = (raw - raw.mean()) / (raw.std() + 1e-6)
    return jax.nn.sigmoid(model(x[None])) > 0.5


def main():
    rng = np.random.default_rng(0)
    model = CellSegmenter(jax.random.PRNGKey(0))
    for scanner, raw in fields(rng, 6):
        mask = segment(model, raw)
        print(scanner, raw.dtype, int(mask.sum()))


if __name__ == "__main__":
    main()
