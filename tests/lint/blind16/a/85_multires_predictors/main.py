import jax
import numpy as np
import optax
import flax.linen as nn

from inference import build_predictor

TRAIN_RES, EVAL_RES = 12, 16


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(3)(x.mean(axis=(1, 2)))


model = Net()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def accuracy(params, images, labels, resolution):
    predict = build_predictor(model, resolution)
    return float((predict(params, images) == labels).mean())


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 3, size=32).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1, :TRAIN_RES, :TRAIN_RES])
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 32, 8):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 8, :TRAIN_RES, :TRAIN_RES], y[i:i + 8])
        train_acc = accuracy(params, x[:8], y[:8], TRAIN_RES)
        eval_acc = accuracy(params, x[8:16], y[8:16], EVAL_RES)
        print(epoch, train_acc, eval_acc)


if __name__ == "__main__":
    main()
