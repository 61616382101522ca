import jax
import jax.numpy as jnp


@jax.jit
def calibrated_ctr(raw_logits, a, b, temperature=1.0):
    return jax.nn.sigmoid((a * raw_logits + b) / temperature)
