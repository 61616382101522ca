import jax
import jax.numpy as jnp
import optax


def init_mlp(key, n_in, n_hidden, n_out):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, n_hidden)) * 0.3, "b1": jnp.zeros(n_hidden),
            "w2": jax.random.normal(k2, (n_hidden, n_out)) * 0.3, "b2": jnp.zeros(n_out)}


def predict(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def current_fit_step(params, opt_state, x, uv):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - uv) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
