import jax
import jax.numpy as jnp
import numpy as np
import optax
from net import demand_net

opt = optax.adam(3e-3)

@jax.jit
def bn_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = demand_net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 7)).astype(np.float32)
y = (X[:, 0] * 2 - X[:, 1] + 0.5 * X[:, 2] ** 2).astype(np.float32)
params, state = demand_net.init(jax.random.PRNGKey(0), X[:64], True)
opt_state = opt.init(params)
for epoch in range(3):
    for i in range(0, 256, 64):
        params, state, opt_state, loss = bn_train_step(params, state, opt_state, X[i:i + 64], y[i:i + 64])
    print(epoch, float(loss))
