import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from checkpoint import BestKeeper


class Churn(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(32)(x)))


model = Churn()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(model.apply(params, x), -1) == y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 10)).astype(np.float32)
    y = (x[:, 0] * x[:, 3] + x[:, 5] > 0).astype(np.int32)
    xtr, ytr, xva, yva = x[:300], y[:300], x[300:], y[300:]
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    keeper = BestKeeper()
    for epoch in range(6):
        for i in range(0, 300, 60):
            params, opt_state, _ = train_step(params, opt_state, xtr[i:i + 60], ytr[i:i + 60])
        acc = float(accuracy(params, xva, yva))
        keeper.update(acc, params)
        print(epoch, acc)
    best = keeper.restore()
    print("best", keeper.best_score, float(accuracy(best, xva, yva)))


if __name__ == "__main__":
    main()
