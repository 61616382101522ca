import jax
import jax.numpy as jnp


@jax.jit
def fever_loss_grad(w, x, m, y):
    def loss(w):
        excess = jnp.clip(x - 39.3, 0.0) * m
        feat = jnp.stack([excess.sum(1) / m.sum(1), excess.max(1)], 1)
        z = feat @ w[:2] + w[2]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return jax.value_and_grad(loss)(w)
