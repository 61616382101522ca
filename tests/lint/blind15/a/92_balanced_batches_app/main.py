import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from sampler import ClassBalancedSampler


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(12)(jnp.mean(x, axis=(1, 2)))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(200, 8, 8, 3)).astype(np.float32)
    labels = rng.choice(12, size=200, p=np.linspace(1, 3, 12) / np.linspace(1, 3, 12).sum()).astype(np.int32)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for step, idx in enumerate(itertools.islice(ClassBalancedSampler(labels), 10)):
        state, loss = train_step(state, images[idx], labels[idx])
        print(step, len(idx), float(loss))


if __name__ == "__main__":
    main()
