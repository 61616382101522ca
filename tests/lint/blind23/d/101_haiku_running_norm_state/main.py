import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import net

tx = optax.adam(1e-2)


@jax.jit
def engagement_train(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = net.apply(p, state, None, x, is_training=True)
        return jnp.mean((pred - y) ** 2), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, loss


@jax.jit
def engagement_predict(params, state, x):
    pred, _ = net.apply(params, state, None, x, is_training=False)
    return pred


rng = np.random.default_rng(0)
X = (rng.normal(size=(192, 8)) * [1, 10, 100, 1, 1, 5, 0.1, 2]).astype(np.float32)
Y = (np.log1p(np.abs(X[:, 1])) - 0.01 * X[:, 2]).astype(np.float32)
params, state = net.init(jax.random.PRNGKey(0), X[:4], is_training=True)
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 128, 32):
        params, state, opt_state, loss = engagement_train(params, state, opt_state, X[i:i + 32], Y[i:i + 32])
    val = engagement_predict(params, state, X[128:])
    print(epoch, float(loss), float(jnp.mean((val - Y[128:]) ** 2)))
