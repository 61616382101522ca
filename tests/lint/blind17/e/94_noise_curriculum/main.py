import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

NOISE_START = 0.5
NOISE_EPOCHS = 4

rng = np.random.default_rng(5)
X = rng.normal(size=(256, 10)).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)

tx = optax.sgd(0.1)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (10, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 2)) * 0.2}


@functools.partial(jax.jit, static_argnames=("epoch",))
def train_step(params, opt_state, key, xb, yb, epoch):
    if epoch < NOISE_EPOCHS:
        sigma = NOISE_START * (1 - epoch / NOISE_EPOCHS)
        xb = xb + sigma * jax.random.normal(key, xb.shape)

    def loss_fn(p):
        logits = jax.nn.relu(xb @ p["w1"]) @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


key = jax.random.PRNGKey(0)
params = init(key)
opt_state = tx.init(params)
for epoch in range(6):
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, sub, X[i:i + 64], y[i:i + 64], epoch=epoch)
    print(f"epoch {epoch} loss {float(loss):.4f}")
