import jax
import jax.numpy as jnp
import optax


def make_train_step(model, optimizer):
    @jax.jit
    def train_step(params, opt_state, theta, spectra):
        def loss_fn(p):
            return jnp.mean((model.apply(p, theta) - spectra) ** 2)

        loss, g = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = optimizer.update(g, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
