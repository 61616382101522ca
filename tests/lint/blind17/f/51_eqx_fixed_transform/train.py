import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def nce_loss(model, x, transform):
    v1 = x
    v2 = transform(x)
    z1 = jax.vmap(model)(v1)
    z2 = jax.vmap(model)(v2)
    z1 = z1 / jnp.linalg.norm(z1, axis=-1, keepdims=True)
    z2 = z2 / jnp.linalg.norm(z2, axis=-1, keepdims=True)
    logits = z1 @ z2.T / 0.2
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(x.shape[0])).mean()


@eqx.filter_jit
def train_step(model, opt_state, optim, x, transform):
    loss, grads = eqx.filter_value_and_grad(nce_loss)(model, x, transform)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
