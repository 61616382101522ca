import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adamw(3e-3)


@eqx.filter_jit
def update(model, opt_state, x, y):
    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
