import jax
import jax.numpy as jnp
import numpy as np
import optax

# taxi-out time regression: queue length, gate distance, runway config, hour
rng = np.random.default_rng(14)
X = rng.normal(size=(512, 4)).astype(np.float32)
y = (15 + 3 * X[:, 0] + 1.5 * X[:, 1] + rng.normal(0, 1, 512)).astype(np.float32)

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)
params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def taxiout_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


lr_by_epoch = [1e-2, 1e-2, 5e-3, 5e-3, 1e-3]
for epoch, lr in enumerate(lr_by_epoch):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for i in range(0, 512, 128):
        params, opt_state, loss = taxiout_step(params, opt_state, X[i:i + 128], y[i:i + 128])
    print(epoch, lr, float(loss))
