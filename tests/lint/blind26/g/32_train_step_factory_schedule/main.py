import numpy as np
import jax
import jax.numpy as jnp
import optax

from steps import make_train_step


def apply_fn(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


rng = np.random.default_rng(2)
X = rng.normal(size=(256, 40)).astype(np.float32)
Y = rng.integers(0, 6, size=256).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(2))
params = {"w1": 0.1 * jax.random.normal(k1, (40, 64)), "w2": 0.1 * jax.random.normal(k2, (64, 6))}

schedule = optax.exponential_decay(1e-2, transition_steps=4, decay_rate=0.5, staircase=True)
tx = optax.adam(schedule)
opt_state = tx.init(params)
step = make_train_step(tx, apply_fn)
for epoch in range(4):
    for i in range(0, 256, 64):
        params, opt_state, loss = step(params, opt_state, X[i:i + 64], Y[i:i + 64])
    print(epoch, float(schedule(4 * (epoch + 1) - 1)), float(loss))
