import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-2, weight_decay=1e-4)


def init(key, d_in=5, hidden=24):
    k1, k2 = jax.random.split(key)
    return {"W1": 0.3 * jax.random.normal(k1, (d_in, hidden)), "b1": jnp.zeros(hidden),
            "W2": 0.3 * jax.random.normal(k2, (hidden,)), "b2": jnp.zeros(())}


def predict(p, x):
    return jnp.tanh(x @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]


@jax.jit
def epoch_update(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def start_trial(key, hp):
    params = init(key)
    opt_state = tx.init(params)
    for name, value in hp.items():
        opt_state.hyperparams[name] = jnp.asarray(value, dtype=jnp.float32)
    return params, opt_state
