import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def train_step(model, batch, key, lr=0.05):
    def loss_fn(m):
        keys = jax.random.split(key, batch.shape[0])
        return jnp.mean(jax.vmap(m.neg_elbo)(batch, keys))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss


def anneal(model, epoch, rate=0.3, min_temp=0.5):
    new_temp = jnp.maximum(min_temp, model.temperature * (1.0 - rate) ** epoch)
    return eqx.tree_at(lambda m: m.temperature, model, new_temp)
