from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import GateDelayNet

tx = optax.adam(2e-3)


@partial(jax.jit, static_argnums=(0,))
def gate_step(module, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = module.apply(p, x, train=True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)
    l, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


rng = np.random.default_rng(123)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = (5 * X[:, 0] + 2 * X[:, 1] + rng.normal(0, 1, 256)).astype(np.float32)
key = jax.random.PRNGKey(0)
params = GateDelayNet().init(key, X[:2], train=False)
opt_state = tx.init(params)
for epoch in range(5):
    module = GateDelayNet(dropout_rate=0.3 * (0.7 ** epoch))  # anneal dropout
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, opt_state, l = gate_step(module, params, opt_state, X[i:i + 64], y[i:i + 64], sub)
    print(epoch, round(module.dropout_rate, 3), float(l))
