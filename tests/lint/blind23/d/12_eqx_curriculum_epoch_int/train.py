import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(1e-2)


@eqx.filter_jit
def curriculum_step(model, opt_state, x, y, difficulty, epoch):
    # ramp in harder assignments as training progresses
    w = jax.nn.sigmoid(4.0 * (epoch / 5.0 - difficulty))

    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean(w * (pred - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
