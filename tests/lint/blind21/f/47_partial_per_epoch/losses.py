import jax
import jax.numpy as jnp
import optax


def bc_train_step(params, opt_state, obs, act, *, model, tx, smoothing):
    def loss_fn(p):
        pred = model.apply(p, obs)
        return optax.huber_loss(pred, act, delta=smoothing).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
