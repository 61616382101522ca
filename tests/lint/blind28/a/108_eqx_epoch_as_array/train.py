import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adamw(3e-3, weight_decay=1e-4)
WARMUP_EPOCHS = 2


@eqx.filter_jit
def arrivals_step(model, opt_state, x, y, epoch):
    def loss_fn(m):
        pred = jax.vmap(m)(x)[:, 0]
        huber = jnp.mean(optax.huber_loss(pred, y, delta=0.1))
        return huber + jnp.where(epoch < WARMUP_EPOCHS, 0.0, 0.01) * jnp.mean(pred ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
