from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import CallTypeNet

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 30)).astype(np.float32)   # MFCC summary of marmoset calls
Y = rng.integers(0, 6, size=320).astype(np.int32)

net = CallTypeNet()
params = net.init(jax.random.PRNGKey(0), X[:1], train=False)
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@partial(jax.jit, static_argnames=("train",))
def loss_and_grad(params, x, y, key, train):
    def loss_fn(p):
        logits = net.apply(p, x, train=train, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    return jax.value_and_grad(loss_fn)(params)


key = jax.random.PRNGKey(1)
for epoch in range(4):
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        loss, g = loss_and_grad(params, X[i:i + 64], Y[i:i + 64], sub, train=True)
        updates, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, updates)
    val_loss, _ = loss_and_grad(params, X[256:], Y[256:], key, train=False)
    print(epoch, float(loss), float(val_loss))
