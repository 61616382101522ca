import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class QuitRiskNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


model = QuitRiskNet()
tx = optax.adam(1e-2)


@jax.jit
def init_member(key, sample_x):
    params = model.init(key, sample_x)
    return params, tx.init(params)


@jax.jit
def member_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 7)).astype(np.float32)
y = (X[:, 0] > 0.3).astype(np.float32)
preds = []
for m in range(4):
    boot = rng.integers(0, 256, 256)
    params, opt_state = init_member(jax.random.PRNGKey(m), X[:8])
    for i in range(0, 256, 64):
        params, opt_state, l = member_step(params, opt_state, X[boot[i:i + 64]], y[boot[i:i + 64]])
    preds.append(jax.nn.sigmoid(model.apply(params, X[:5])))
print(np.round(np.asarray(jnp.stack(preds).mean(0)), 3))
