import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def noisy_step(model, opt_state, x, y, key):
    keys = jax.random.split(key, x.shape[0])

    def loss_fn(m):
        pred = jax.vmap(m)(x, keys)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
