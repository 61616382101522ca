import jax
import jax.numpy as jnp


@jax.jit
def canonical_hand(kp, is_left):
    flipped = kp.at[..., 0].multiply(-1.0)
    kp = jnp.where(is_left, flipped, kp)
    wrist = kp[..., :1, :]
    return kp - wrist
