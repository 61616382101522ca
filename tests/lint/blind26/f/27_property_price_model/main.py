from functools import partial
import jax
import jax.numpy as jnp
import optax
from model import PriceNet

tx = optax.adam(1e-3)

@partial(jax.jit, static_argnames=("rate",))
def linen_train_step(params, opt_state, x, y, key, rate):
    model = PriceNet(rate=rate)
    def loss_fn(p):
        pred = model.apply({"params": p}, x, train=True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

key = jax.random.PRNGKey(0)
kx, ki, key = jax.random.split(key, 3)
X = jax.random.normal(kx, (256, 8))
y = X[:, 0] * 0.7 - X[:, 3] * 0.4 + 0.1 * X[:, 5] ** 2
params = PriceNet().init(ki, X[:2], train=False)["params"]
opt_state = tx.init(params)
for epoch in range(4):
    rate = round(0.3 * 0.7 ** epoch, 3)
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, opt_state, loss = linen_train_step(params, opt_state, X[i:i + 64], y[i:i + 64], sub, rate=rate)
    print(epoch, rate, float(loss))
