import jax
import jax.numpy as jnp
import optax

from law import stress


def make_train_step(tx):
    @jax.jit
    def train_step(params, opt_state, strain, sigma):
        def loss_fn(p):
            return jnp.mean((stress(p, strain) - sigma) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


@jax.jit
def val_error(params, strain, sigma):
    return jnp.sqrt(jnp.mean((stress(params, strain) - sigma) ** 2))
