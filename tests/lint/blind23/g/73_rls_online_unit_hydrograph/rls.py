import jax
import jax.numpy as jnp


@jax.jit
def rls_update(theta, P, x, y, forgetting):
    Px = P @ x
    gain = Px / (forgetting + x @ Px)
    err = y - x @ theta
    theta = theta + gain * err
    P = (P - jnp.outer(gain, Px)) / forgetting
    return theta, P, err
