from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from schedule import dropout_for_epoch


class CalfScourRisk(nn.Module):
    @nn.compact
    def __call__(self, x, rate, train):
        h = nn.relu(nn.Dense(32)(x))
        h = nn.Dropout(rate, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]


rng = np.random.default_rng(8)
# colostrum IgG, birth weight, housing score, weather index, dam parity
X = rng.normal(size=(128, 5)).astype(np.float32)
y = (X[:, 0] < -0.3).astype(np.float32)
net = CalfScourRisk()
params = net.init(jax.random.PRNGKey(0), X[:2], 0.5, False)
tx = optax.adam(5e-3)
opt_state = tx.init(params)


@partial(jax.jit, static_argnames=("rate",))
def scour_step(params, opt_state, x, y, key, rate):
    def loss_fn(p):
        logits = net.apply(p, x, rate, True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


key = jax.random.PRNGKey(1)
for epoch in range(5):
    rate = dropout_for_epoch(epoch)
    for b in range(4):
        key, sub = jax.random.split(key)
        params, opt_state, loss = scour_step(params, opt_state, X[b * 32:(b + 1) * 32], y[b * 32:(b + 1) * 32], sub, rate=rate)
    print(epoch, rate, float(loss))
