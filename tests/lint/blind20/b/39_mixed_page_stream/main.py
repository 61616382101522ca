import itertools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state
import flax.linen as nn

from sources import H, W, mixture


class DocTypeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


@jax.jit
def train_step(state, batch):
    images, labels = batch

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    model = DocTypeNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, H, W, 1)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for step, batch in enumerate(itertools.islice(mixture(seed=1), 6)):
        state, loss = train_step(state, batch)
        print(step, type(batch).__name__, float(loss))


if __name__ == "__main__":
    main()
