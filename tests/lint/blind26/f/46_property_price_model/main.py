import jax
import jax.numpy as jnp
import numpy as np
import optax
from optim import make_optimizer, set_lr

tx = make_optimizer(0.05)

@jax.jit
def price_step(params, opt_state, X, y):
    def loss(p):
        h = jnp.tanh(X @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l

rng = np.random.default_rng(2)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = np.tanh(X[:, 0] - X[:, 2]).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
opt_state = tx.init(params)
for epoch in range(5):
    opt_state = set_lr(opt_state, 0.05 * 0.6 ** epoch)
    for i in range(0, 256, 64):
        params, opt_state, l = price_step(params, opt_state, X[i:i + 64], y[i:i + 64])
    print(epoch, float(l))
