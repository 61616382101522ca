import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from mixup import Mixup

NUM_CLASSES = 10


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(NUM_CLASSES)(jnp.mean(x, axis=(1, 2)))


@jax.jit
def train_step(state, images, targets):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        if targets.ndim == 1:
            return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    mixup = Mixup(NUM_CLASSES)
    for step in range(8):
        images = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
        labels = rng.integers(0, NUM_CLASSES, size=(16,)).astype(np.int32)
        images, targets = mixup(images, labels)
        state, loss = train_step(state, images, targets)
        print(step, targets.shape, float(loss))


if __name__ == "__main__":
    main()
