from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def delay_net(x, is_training):
    h = jax.nn.gelu(hk.Linear(32)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.2, h)
    return hk.Linear(1)(h)[:, 0]


net = hk.transform(delay_net)
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("is_training",))
def forward(params, rng, x, is_training):
    return net.apply(params, rng, x, is_training)


@jax.jit
def sgd_update(params, opt_state, rng, x, y):
    g = jax.grad(lambda p: jnp.mean((forward(p, rng, x, is_training=True) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state


rng = np.random.default_rng(0)
X = rng.normal(size=(320, 6)).astype(np.float32)
y = (X[:, 0] * 4 + X[:, 1] ** 2 + rng.normal(0, 0.3, 320)).astype(np.float32)
key = jax.random.PRNGKey(0)
params = net.init(key, X[:32], is_training=True)
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 256, 32):
        key, sub = jax.random.split(key)
        params, opt_state = sgd_update(params, opt_state, sub, X[i:i + 32], y[i:i + 32])
    key, sub = jax.random.split(key)
    train_pred = forward(params, sub, X[:64], is_training=True)
    val_pred = forward(params, None, X[256:], is_training=False)
    print(epoch, float(jnp.mean((val_pred - y[256:]) ** 2)), float(jnp.mean((train_pred - y[:64]) ** 2)))
