import jax
import jax.numpy as jnp


def weighted_bce(model, x, y, pos_weight):
    logits = jax.vmap(model)(x)[:, 0]
    log_p = jax.nn.log_sigmoid(logits)
    log_not_p = jax.nn.log_sigmoid(-logits)
    return -jnp.mean(pos_weight * y * log_p + (1 - y) * log_not_p)
