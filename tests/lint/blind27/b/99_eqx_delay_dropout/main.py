import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import DelayMLP

optim = optax.adam(2e-3)


@eqx.filter_jit
def dropout_step(model, opt_state, x, y, key, training):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(lambda xi, ki: m(xi, ki, training))(x, keys)
        return jnp.mean((pred - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


rng = np.random.default_rng(99)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = (X[:, 0] * 7 + X[:, 2] * 3 + rng.normal(0, 1, 256)).astype(np.float32)
key = jax.random.PRNGKey(0)
model = DelayMLP(key)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(3):
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        model, opt_state, loss = dropout_step(model, opt_state, X[i:i + 64], y[i:i + 64], sub, True)
    print(epoch, float(loss))
