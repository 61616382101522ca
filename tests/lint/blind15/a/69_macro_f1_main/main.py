import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from utils import macro_f1

NUM_CLASSES = 8


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(NUM_CLASSES)(jnp.mean(x, axis=(1, 2)))


model = Classifier()


@jax.jit
def predict(params, images):
    return model.apply({"params": params}, images)


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))["params"]
    scores = []
    for _ in range(8):
        images = rng.normal(size=(6, 8, 8, 3)).astype(np.float32)
        labels = rng.integers(0, NUM_CLASSES, size=(6,)).astype(np.int32)
        scores.append(macro_f1(predict(params, images), labels, NUM_CLASSES))
    print("macro F1 per batch", np.round(scores, 3))


if __name__ == "__main__":
    main()
