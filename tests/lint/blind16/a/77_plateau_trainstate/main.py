import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from plateau import ReduceOnPlateau


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(3)(x.mean(axis=(1, 2)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_loss(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(Net().apply(params, x), y).mean()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 3, size=32).astype(np.int32)
    vx = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    vy = rng.integers(0, 3, size=16).astype(np.int32)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    scheduler = ReduceOnPlateau(lr=0.5, patience=0)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(scheduler.lr))
    for epoch in range(6):
        for i in range(0, 32, 16):
            state, loss = train_step(state, x[i:i + 16], y[i:i + 16])
        val = float(eval_loss(state.params, vx, vy))
        if scheduler.step(val):
            state = state.replace(tx=optax.sgd(scheduler.lr))
        print(epoch, round(val, 4), scheduler.lr)


if __name__ == "__main__":
    main()
