import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import elbo_terms

optimizer = optax.adam(1e-3)


def kl_weight(epoch, warmup=5):
    return min(1.0, (epoch + 1) / warmup)


@eqx.filter_jit
def train_step(model, opt_state, counts, key, beta):
    def loss_fn(m):
        keys = jax.random.split(key, counts.shape[0])
        nll, kl = jax.vmap(elbo_terms, in_axes=(None, 0, 0))(m, counts, keys)
        return jnp.mean(nll + beta * kl)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
