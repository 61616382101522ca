import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.core import freeze

from model import SNClassifier

model = SNClassifier()
tx = optax.sgd(0.1)


def features(n, seed):
    """Peak colour, rise time and decline rate for Ia vs core-collapse."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    x = rng.normal(size=(n, 3)) + y[:, None] * np.array([0.8, -0.5, 0.6])
    return jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.int32)


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


if __name__ == "__main__":
    xtr, ytr = features(256, 0)
    xva, yva = features(128, 1)
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    best_acc, best_params = -1.0, None
    for epoch in range(5):
        for _ in range(10):
            params, opt_state, _ = train_step(params, opt_state, xtr, ytr)
        acc = float(accuracy(params, xva, yva))
        if acc > best_acc:
            best_acc, best_params = acc, freeze(params)
    print("best val acc", best_acc, "re-evaluated", float(accuracy(best_params, xva, yva)))
