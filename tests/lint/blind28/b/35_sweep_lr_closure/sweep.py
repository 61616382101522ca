import jax
import jax.numpy as jnp
import optax


def build_trainer(lr, model_fn):
    tx = optax.sgd(lr, momentum=0.9)

    @jax.jit
    def sweep_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.sigmoid_binary_cross_entropy(model_fn(p, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    return tx, sweep_step
