import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(4)
# weekly search share for 8 seasonal colours, predict next week from the last 6
series = np.cumsum(rng.normal(0, 0.02, size=(120, 8)), axis=0).astype(np.float32) + 0.5
windows = np.stack([series[i:i + 6] for i in range(len(series) - 6)])
targets = series[6:]

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def init():
    return {"w": jnp.zeros((6,)), "b": jnp.zeros((8,))}


@jax.jit
def fit_colour_step(params, opt_state, xw, yt):
    def loss_fn(p):
        pred = jnp.einsum("t,btc->bc", p["w"], xw) + p["b"]
        return jnp.mean((pred - yt) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for lr in [3e-3, 1e-2, 3e-2]:
    params = init()
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for _ in range(20):
        params, opt_state, loss = fit_colour_step(params, opt_state, windows, targets)
    print(f"lr={lr:g} mse={float(loss):.6f}")
