import jax
import jax.numpy as jnp
import optax


def make_trainer(lr, apply_fn):
    tx = optax.adam(lr)

    @jax.jit
    def sweep_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(apply_fn(p, x), y).mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    return tx, sweep_step
