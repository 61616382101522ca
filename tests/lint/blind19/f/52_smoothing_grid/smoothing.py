import jax
import jax.numpy as jnp


def ema_track(positions, alpha):
    def body(carry, x):
        carry = alpha * x + (1 - alpha) * carry
        return carry, carry

    _, smoothed = jax.lax.scan(body, positions[0], positions)
    return smoothed


def jitter(smoothed):
    return jnp.mean(jnp.linalg.norm(jnp.diff(smoothed, axis=0), axis=-1))
