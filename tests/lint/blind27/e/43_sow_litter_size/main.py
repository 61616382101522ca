import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk
import optax


def net_fn(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    x = jax.nn.relu(x)
    return hk.Linear(1)(x)[:, 0]


net = hk.without_apply_rng(hk.transform_with_state(net_fn))
rng = np.random.default_rng(43)
# sow litter features: parity, backfat, gestation length, lactation feed intake
X = rng.normal(size=(128, 4)).astype(np.float32)
y = (11.5 + X @ np.array([0.6, 0.4, -0.2, 0.8])).astype(np.float32)
params, state = net.init(jax.random.PRNGKey(0), X[:8], True)
opt = optax.adam(1e-2)
opt_state = opt.init(params)


@jax.jit
def litter_step(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state

    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


for epoch in range(6):
    for b in range(0, 128, 32):
        params, state, opt_state, loss = litter_step(params, state, opt_state, X[b:b + 32], y[b:b + 32])
    print("epoch", epoch, "loss", round(float(loss), 3))
