import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from inference import sliding_window_predict

NUM_CLASSES = 4


class TileSegmenter(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(NUM_CLASSES, (1, 1))(x)


model = TileSegmenter()


@jax.jit
def predict_tile(params, patch):
    return jax.nn.softmax(model.apply({"params": params}, patch), axis=-1)


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))["params"]
    for _ in range(2):
        scene = rng.normal(size=(20, 28, 3)).astype(np.float32)
        labels = sliding_window_predict(predict_tile, params, scene, NUM_CLASSES)
        print(labels.shape, np.bincount(labels.ravel(), minlength=NUM_CLASSES))


if __name__ == "__main__":
    main()
