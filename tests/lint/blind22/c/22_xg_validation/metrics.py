import jax
import jax.numpy as jnp


@jax.jit
def brier_and_logloss(logits, goals):
    p = jax.nn.sigmoid(logits)
    brier = ((p - goals) ** 2).mean()
    ll = -(goals * jnp.log(p + 1e-7) + (1 - goals) * jnp.log(1 - p + 1e-7)).mean()
    return brier, ll
