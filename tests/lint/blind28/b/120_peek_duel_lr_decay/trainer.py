import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def peek_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def decay_lr(opt_state, epoch):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(3e-3 * 0.5 ** epoch, dtype=jnp.float32)
    return opt_state
