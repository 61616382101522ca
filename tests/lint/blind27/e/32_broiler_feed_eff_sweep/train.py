import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"])[:, 0]


@jax.jit
def feed_eff_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def init_run(key, hp):
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "b1": jnp.zeros(16),
              "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(hp["learning_rate"])
    opt_state.hyperparams["weight_decay"] = jnp.asarray(hp["weight_decay"])
    return params, opt_state
