from functools import partial

import numpy as np
import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _net(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    return hk.Linear(4)(jax.nn.relu(x))


net = hk.without_apply_rng(hk.transform_with_state(_net))
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 24)).astype(np.float32)    # elephant rumble features
Y = rng.integers(0, 4, 320).astype(np.int32)
params, state = net.init(jax.random.PRNGKey(0), X[:64], is_training=True)
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@partial(jax.jit, static_argnames=("is_training",))
def loss_grads(params, state, x, y, is_training):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, x, is_training)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state

    return jax.value_and_grad(loss_fn, has_aux=True)(params)


for epoch in range(4):
    for i in range(0, 256, 64):
        (loss, state), g = loss_grads(params, state, X[i:i + 64], Y[i:i + 64], is_training=True)
        upd, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, upd)
    (val, _), _ = loss_grads(params, state, X[256:], Y[256:], is_training=False)
    print(epoch, float(loss), float(val))
