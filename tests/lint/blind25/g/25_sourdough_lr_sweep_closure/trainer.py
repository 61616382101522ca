import jax
import jax.numpy as jnp
import optax


def make_trainer(learning_rate):
    opt = optax.adam(learning_rate)

    def loss_fn(params, x, y):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return jnp.mean((h @ params["w2"] - y) ** 2)

    @jax.jit
    def rise_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        upd, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    return opt, rise_step
