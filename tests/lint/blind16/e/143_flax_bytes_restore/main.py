import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state
from flax import serialization


class BytesCheckpointer:
    """Keeps msgpack-serialised train states in memory (stand-in for a bucket)."""

    def __init__(self):
        self.blobs = {}

    def save(self, step, state):
        self.blobs[step] = serialization.to_bytes(state)

    def restore_latest(self, template):
        step = max(self.blobs)
        return serialization.from_bytes(template, self.blobs[step])


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def create_state(model, x, seed):
    params = model.init(jax.random.PRNGKey(seed), x)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=TX)


TX = optax.adamw(3e-3)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32)
    model = Net()
    ckpt = BytesCheckpointer()
    state = create_state(model, x, 0)
    for _ in range(4):
        state, loss = train_step(state, x, y)
    ckpt.save(int(state.step), state)

    state = ckpt.restore_latest(create_state(model, x, 1))
    for _ in range(4):
        state, loss = train_step(state, x, y)
    print("step", int(state.step), "loss", float(loss))


if __name__ == "__main__":
    main()
