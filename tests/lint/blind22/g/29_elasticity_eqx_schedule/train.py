import equinox as eqx
import jax.numpy as jnp
import optax


def make_optimizer(epoch, base_lr=0.05):
    lr = base_lr / (1 + epoch)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))


@eqx.filter_jit
def fit_step(model, opt_state, optimizer, log_price, log_units):
    def loss_fn(m):
        pred = m(log_price)
        return jnp.mean((pred - log_units) ** 2) + 1e-3 * jnp.sum(m.cross ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss
