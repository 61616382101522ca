import jax
import jax.numpy as jnp
import optax


def make_train_step(model, tx):
    def loss_fn(params, batch):
        recon = model.apply(params, batch)
        return jnp.mean((recon - batch) ** 2)

    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
