import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def vocal_loss_and_grad(model, x, y, key, inference):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        logits = jax.vmap(lambda xi, ki: m(xi, ki, inference))(x, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return eqx.filter_value_and_grad(loss_fn)(model)
