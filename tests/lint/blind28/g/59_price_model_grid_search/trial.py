import jax
import jax.numpy as jnp
import optax


def run_trial(cfg, X, y, Xv, yv, epochs=5):
    tx = optax.adamw(cfg["lr"], weight_decay=cfg["wd"])
    params = {"w": jnp.zeros(X.shape[1]), "b": jnp.zeros(())}
    opt_state = tx.init(params)

    @jax.jit
    def trial_step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((xb @ p["w"] + p["b"] - yb) ** 2))(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss

    for _ in range(epochs):
        for s in range(0, X.shape[0], 50):
            params, opt_state, _ = trial_step(params, opt_state, X[s:s + 50], y[s:s + 50])
    return float(jnp.mean((Xv @ params["w"] + params["b"] - yv) ** 2))
