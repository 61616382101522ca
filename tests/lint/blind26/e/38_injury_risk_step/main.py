import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax


class InjuryRiskMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(24)(x)))[..., 0]


net = InjuryRiskMLP()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def injury_risk_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


rng = np.random.default_rng(19)
X = rng.normal(size=(160, 7)).astype(np.float32)
y = (X[:, 0] + 0.5 * X[:, 6] + rng.normal(0, 1, 160) > 1.0).astype(np.float32)

params = net.init(jax.random.PRNGKey(1), jnp.zeros((1, 7)))
opt_state = tx.init(params)
for epoch in range(6):
    for i in range(0, 160, 40):
        params, opt_state, l = injury_risk_step(params, opt_state, X[i:i + 40], y[i:i + 40])
    if epoch + 1 in (2, 4):
        opt_state.hyperparams["learning_rate"] = opt_state.hyperparams["learning_rate"] * 0.5
    print(epoch, round(float(l), 4), float(opt_state.hyperparams["learning_rate"]))
