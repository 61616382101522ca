import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(87)
# veal calf growth model: milk replacer concentration, ration %, group size
X = rng.normal(size=(120, 3)).astype(np.float32)
y = (X @ np.array([0.8, 0.5, -0.3]) + 2.0).astype(np.float32)

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def calf_growth_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(8):
    opt_state.hyperparams["learning_rate"] = jnp.float32(0.1 * 0.8 ** epoch)
    for b in range(0, 120, 40):
        params, opt_state, loss = calf_growth_step(params, opt_state, X[b:b + 40], y[b:b + 40])
    print(epoch, float(opt_state.hyperparams["learning_rate"]), round(float(loss), 4))
