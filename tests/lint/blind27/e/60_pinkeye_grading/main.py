import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import network

rng = np.random.default_rng(60)
# bovine eye lesion (pinkeye) grading: 3 grades from 8 image-derived features
X = rng.normal(size=(160, 8)).astype(np.float32)
y = np.digitize(X[:, 0] + 0.5 * X[:, 1], [-0.5, 0.7]).astype(np.int32)
params = network.init(jax.random.PRNGKey(0), X[:2], 0.2)
tx = optax.adam(5e-3)
opt_state = tx.init(params)


@jax.jit
def grade_logits(params, key, x):
    return network.apply(params, key, x, 0.2)


@jax.jit
def grade_step(params, opt_state, key, x, y):
    def loss_fn(p):
        logits = network.apply(p, key, x, 0.2)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def accuracy(logits, labels):
    return float(jnp.mean(jnp.argmax(logits, -1) == labels))


key = jax.random.PRNGKey(1)
for epoch in range(4):
    for b in range(0, 128, 32):
        key, sub = jax.random.split(key)
        params, opt_state, loss = grade_step(params, opt_state, sub, X[b:b + 32], y[b:b + 32])
    key, sub = jax.random.split(key)
    train_acc = accuracy(grade_logits(params, sub, X[96:128]), y[96:128])
    val_acc = accuracy(grade_logits(params, None, X[128:]), y[128:])
    print(epoch, float(loss), train_acc, val_acc)
