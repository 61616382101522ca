import numpy as np
import jax
import optax

from step import apply_step

rng = np.random.default_rng(0)
X = rng.normal(size=(192, 30)).astype(np.float32)     # hummingbird chirp features
Y = rng.integers(0, 4, 192).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": 0.1 * jax.random.normal(k1, (30, 32)), "w2": 0.1 * jax.random.normal(k2, (32, 4))}


def make_optimizer(epoch):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3 * 0.7 ** epoch))


opt_state = make_optimizer(0).init(params)
for epoch in range(4):
    tx = make_optimizer(epoch)
    for i in range(0, 192, 64):
        params, opt_state, loss = apply_step(params, opt_state, X[i:i + 64], Y[i:i + 64], tx=tx)
    print(epoch, float(loss))
