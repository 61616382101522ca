import jax
import jax.numpy as jnp


def pre_period_loss(logits, target_pre, donors_pre, ridge):
    w = jax.nn.softmax(logits)
    fit = jnp.mean((target_pre - donors_pre @ w) ** 2)
    return fit + ridge * jnp.sum(w ** 2)
