import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adamw(2e-3)


@eqx.filter_jit
def imu_train_step(model, opt_state, x, y, step):
    noise_scale = 0.05 * jnp.exp(-step / 20.0)
    x = x + noise_scale * jax.random.normal(jax.random.PRNGKey(step), x.shape)

    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
