import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(97)
# sewing-thread breakage rate vs. needle temperature, speed, thread tex, lubricant
X = rng.normal(size=(128, 4)).astype(np.float32)
y = (0.5 * X[:, 0] + 0.3 * X[:, 1] - 0.2 * X[:, 3] + 0.1 * rng.normal(size=128)).astype(np.float32)

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1, momentum=0.9)
params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def breakage_step(params, opt_state):
    def loss_fn(p):
        return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(9):
    if epoch in (3, 6):
        opt_state.hyperparams["learning_rate"] = float(opt_state.hyperparams["learning_rate"]) * 0.1
    for _ in range(5):
        params, opt_state, loss = breakage_step(params, opt_state)
    print(epoch, float(opt_state.hyperparams["learning_rate"]), float(loss))
