import jax
import jax.numpy as jnp
import optax


def make_train_step(model, learning_rate):
    tx = optax.inject_hyperparams(optax.sgd)(learning_rate=learning_rate, momentum=0.9)

    @jax.jit
    def train_step(params, opt_state, frames, targets):
        def loss_fn(p):
            pred = model.apply(p, frames)
            return jnp.mean((pred - targets) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return tx, train_step


def set_learning_rate(opt_state, value):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(value, dtype=jnp.float32)
    return opt_state
