import jax
import jax.numpy as jnp
import equinox as eqx
import optax

optim = optax.adam(2e-3)


@eqx.filter_jit
def denoise_step(model, opt_state, clean, key):
    noisy = clean + model.sigma * jax.random.normal(key, clean.shape)

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(noisy) - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
