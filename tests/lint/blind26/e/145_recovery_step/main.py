import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class RecoveryNet(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(7, 32, key=k1)
        self.drop = eqx.nn.Dropout(0.25)
        self.l2 = eqx.nn.Linear(32, 1, key=k2)

    def __call__(self, x, key=None):
        return self.l2(self.drop(jax.nn.relu(self.l1(x)), key=key))[0]


@eqx.filter_jit
def recovery_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    pred = jax.vmap(model)(x, keys)
    return jnp.mean((pred - y) ** 2)


opt = optax.adam(3e-3)


@eqx.filter_jit
def recovery_step(model, opt_state, x, y, key):
    l, g = eqx.filter_value_and_grad(recovery_loss)(model, x, y, key)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


rng = np.random.default_rng(78)
X = rng.normal(size=(128, 7)).astype(np.float32)  # CK, HRV, sleep, soreness, mood, load, travel
Y = (X[:, 1] - X[:, 0] + rng.normal(0, 0.3, 128)).astype(np.float32)
key = jax.random.PRNGKey(0)
model = RecoveryNet(key)
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(4):
    model = eqx.nn.inference_mode(model, value=False)
    for i in range(0, 96, 32):
        key, sub = jax.random.split(key)
        model, opt_state, l = recovery_step(model, opt_state, X[i:i + 32], Y[i:i + 32], sub)
    val = recovery_loss(eqx.nn.inference_mode(model), X[96:], Y[96:], key)
    print(epoch, float(l), float(val))
