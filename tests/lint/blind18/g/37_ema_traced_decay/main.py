import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from ema import EMACallback


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(4, (3, 3))(x))
        return nn.Dense(3)(x.reshape(x.shape[0], -1))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6, 6, 1)).astype(np.float32)
    y = rng.integers(0, 3, size=48).astype(np.int32)
    model = CNN()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x[:1])["params"], tx=optax.sgd(0.05))
    ema = EMACallback(state.params)
    for step in range(6):
        i = step % 3 * 16
        state, loss = train_step(state, x[i:i + 16], y[i:i + 16])
        ema.on_train_batch_end(step, state.params)
    print(float(loss))


if __name__ == "__main__":
    main()
