import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(2e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, l1_weight):
    def loss_fn(m):
        mse = jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
        l1 = jnp.abs(m.layers[0].weight).sum()
        return mse + l1_weight * l1

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
