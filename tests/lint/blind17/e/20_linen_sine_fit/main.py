import functools

import jax
import jax.numpy as jnp
import numpy as np

import config
from model import MLP

model = MLP(hidden=config.HIDDEN)


@functools.partial(jax.jit, static_argnums=(3,))
def train_step(params, x, y, lr):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(256, 1)).astype(np.float32)
Y = np.sin(X[:, 0]).astype(np.float32)
params = model.init(jax.random.PRNGKey(0), X[:1])

lr = config.LEARNING_RATE
for epoch in range(config.EPOCHS):
    for i in range(0, len(X), config.BATCH_SIZE):
        params, loss = train_step(params, X[i:i + config.BATCH_SIZE], Y[i:i + config.BATCH_SIZE], lr)
    print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")
    lr = lr * config.LR_DECAY
