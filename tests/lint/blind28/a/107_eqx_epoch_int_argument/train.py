import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)
WARMUP_EPOCHS = 2


@eqx.filter_jit
def occupancy_step(model, opt_state, x, y, epoch):
    def loss_fn(m):
        pred = jax.vmap(m)(x)[:, 0]
        mse = jnp.mean((pred - y) ** 2)
        smooth = jnp.mean(jnp.abs(jnp.diff(pred)))
        return mse + jnp.where(epoch < WARMUP_EPOCHS, 0.0, 0.01) * smooth
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
