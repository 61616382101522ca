import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-2)


@jax.jit
def acrylamide_step(params, opt_state, x, y):
    """Acrylamide (ug/kg) in French fries from frying temp, time, reducing sugars, blanching."""
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
