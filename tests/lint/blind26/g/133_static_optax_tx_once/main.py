from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames=("tx",))
def opt_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(predict(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(1)
X = rng.normal(size=(192, 30)).astype(np.float32)     # sunbird song features
Y = rng.integers(0, 4, 192).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(1))
params = {"w1": 0.1 * jax.random.normal(k1, (30, 32)), "w2": 0.1 * jax.random.normal(k2, (32, 4))}
schedule = optax.exponential_decay(3e-3, transition_steps=3, decay_rate=0.7, staircase=True)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 192, 64):
        params, opt_state, loss = opt_step(params, opt_state, X[i:i + 64], Y[i:i + 64], tx=tx)
    print(epoch, float(loss))
