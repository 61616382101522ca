import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from augment import MixupCollator

NUM_CLASSES = 5


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(NUM_CLASSES)(x)


def cross_entropy(logits, targets):
    if targets.ndim == 1:
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()
    return optax.softmax_cross_entropy(logits, targets).mean()


@jax.jit
def train_step(state, images, targets):
    def loss_fn(params):
        return cross_entropy(state.apply_fn({"params": params}, images), targets)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(80, 8, 8, 1)).astype(np.float32)
    labels = rng.integers(0, NUM_CLASSES, size=80).astype(np.int32)
    model = ConvNet()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    collate = MixupCollator(NUM_CLASSES)
    for epoch in range(2):
        for i in range(0, 80, 16):
            xb, yb = collate(images[i:i + 16], labels[i:i + 16])
            state, loss = train_step(state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
