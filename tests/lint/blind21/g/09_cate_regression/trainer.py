import jax
import jax.numpy as jnp
import optax


def outcome_loss(params, x, t, y):
    pred = x @ params["w"] + t * (x @ params["tau"])
    return jnp.mean((pred - y) ** 2)


def make_step(optimizer):
    @jax.jit
    def step(params, opt_state, x, t, y):
        loss, grads = jax.value_and_grad(outcome_loss)(params, x, t, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


def lr_for_epoch(base_lr, epoch, decay=0.7):
    return base_lr * decay ** epoch
