import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(2e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m)(x, keys)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def anneal_noise(model, epoch, n_epochs):
    new_std = 0.3 * (1 - epoch / n_epochs)
    return eqx.tree_at(lambda m: m.noise_std, model, new_std)
