import numpy as np
import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.01)


@jax.jit
def churn_update(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


rng = np.random.default_rng(0)
X = rng.normal(size=(400, 6)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0.5).astype(np.float32)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
opt_state = tx.init(params)
for epoch in range(6):
    if epoch in (2, 4):
        opt_state.hyperparams["learning_rate"] = opt_state.hyperparams["learning_rate"] * 0.3
    for i in range(0, 400, 100):
        params, opt_state, l = churn_update(params, opt_state, X[i:i + 100], y[i:i + 100])
    print(epoch, float(opt_state.hyperparams["learning_rate"]), float(l))
