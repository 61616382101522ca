import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(policy, opt_state, obs, act, weight_fn):
    """Chunk loss where each predicted step is weighted by weight_fn(offset)."""

    def loss_fn(p):
        pred = jax.vmap(p)(obs).reshape(act.shape)
        offsets = jnp.arange(act.shape[1])
        w = weight_fn(offsets)
        per_step = jnp.mean((pred - act) ** 2, axis=(0, 2))
        return jnp.sum(w * per_step) / jnp.sum(w)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss
