import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def make_trainer(cfg):
    tx = optax.adamw(cfg["lr"], weight_decay=cfg["wd"])

    @jax.jit
    def sweep_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    return tx, sweep_step
