import jax.numpy as jnp


def lander_score(theta):
    """Toy stand-in for a lunar-lander style controller return."""
    thrust = jnp.tanh(theta[:4]).sum()
    balance = -jnp.abs(theta[4:] - 0.5).sum()
    return thrust + 2.0 * balance
