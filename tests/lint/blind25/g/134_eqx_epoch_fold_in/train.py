import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def noisy_epoch_step(model, x, y, base_key, epoch):
    key = jax.random.fold_in(base_key, epoch)
    x = x + 0.05 * jax.random.normal(key, x.shape)   # sensor drift augmentation

    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, model, grads)
    return model, loss
