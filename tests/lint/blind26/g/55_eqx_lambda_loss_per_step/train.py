import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.05)


@eqx.filter_jit
def make_step(model, opt_state, x, y, criterion):
    def loss_fn(m):
        return criterion(jax.vmap(m)(x), y)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
