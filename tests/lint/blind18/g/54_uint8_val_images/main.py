import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

import data


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.astype(jnp.float32)
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        return nn.Dense(2)(x.reshape(x.shape[0], -1))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return jnp.sum(logits.argmax(-1) == y)


def main():
    tr_x, tr_y = data.synthetic_images(64, 0)
    va_x, va_y = data.synthetic_images(32, 1)
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(2):
        correct = 0
        for x, y in data.train_batches(tr_x, tr_y, 16, seed=epoch):
            state, loss = train_step(state, x, y)
            correct += int(eval_step(state, x, y))
        train_acc = correct / len(tr_x)
        val_correct = sum(int(eval_step(state, x, y)) for x, y in data.val_batches(va_x, va_y, 16))
        print(epoch, float(loss), train_acc, val_correct / len(va_x))


if __name__ == "__main__":
    main()
