import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def quantizer_step(params, frames, key, lr):
    def loss_fn(params):
        model, decoder_w = params
        keys = jax.random.split(key, frames.shape[0])
        z, soft = jax.vmap(model)(frames, keys)
        usage = soft.mean(0)
        entropy = -jnp.sum(usage * jnp.log(usage + 1e-8))
        return jnp.mean((z @ decoder_w - frames) ** 2) - 0.01 * entropy

    loss, grads = eqx.filter_value_and_grad(loss_fn)(params)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    return eqx.apply_updates(params, updates), loss
