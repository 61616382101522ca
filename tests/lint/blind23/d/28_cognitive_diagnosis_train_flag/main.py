from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import NeuralCD

NS, NI, NC = 40, 25, 6
rng = np.random.default_rng(0)
q_matrix = (rng.random((NI, NC)) < 0.4).astype(np.float32)
sid = rng.integers(0, NS, 512).astype(np.int32)
iid = rng.integers(0, NI, 512).astype(np.int32)
y = (rng.random(512) < 0.6).astype(np.float32)

model = NeuralCD(NS, NI, NC)
params = model.init(jax.random.PRNGKey(0), sid[:2], iid[:2], q_matrix[iid[:2]], train=False)
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@partial(jax.jit, static_argnames=("train",))
def cd_forward(params, sid, iid, q, key, train):
    return model.apply(params, sid, iid, q, train=train, rngs={"dropout": key})


@jax.jit
def cd_step(params, opt_state, sid, iid, q, y, key):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(cd_forward(p, sid, iid, q, key, train=True), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


key = jax.random.PRNGKey(1)
for epoch in range(4):
    for b in range(0, 384, 128):
        key, sub = jax.random.split(key)
        sl = slice(b, b + 128)
        params, opt_state, loss = cd_step(params, opt_state, sid[sl], iid[sl], q_matrix[iid[sl]], y[sl], sub)
    logits = cd_forward(params, sid[384:], iid[384:], q_matrix[iid[384:]], key, train=False)
    print(epoch, float(loss), float(jnp.mean((logits > 0) == (y[384:] > 0.5))))
