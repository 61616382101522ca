import jax
import jax.numpy as jnp


@jax.jit
def presence_bce(logits, labels):
    y = labels.astype(jnp.float32)
    return jnp.mean(jnp.maximum(logits, 0) - logits * y + jnp.log1p(jnp.exp(-jnp.abs(logits))))
