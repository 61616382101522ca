import flax.linen as nn
import jax
import numpy as np
import optax
from flax.training import train_state

from evaluator import Evaluator


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(24)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)
    y = np.digitize(x[:, 0] + x[:, 1], [-0.5, 0.5]).astype(np.int32)
    model = MLP()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x[:1])["params"], tx=optax.adam(1e-2))
    for epoch in range(4):
        for i in range(0, 64, 16):
            state, loss = train_step(state, x[i:i + 16], y[i:i + 16])
        acc = Evaluator(state.apply_fn).run(state.params, x[64:], y[64:])
        print(epoch, float(loss), acc)


if __name__ == "__main__":
    main()
