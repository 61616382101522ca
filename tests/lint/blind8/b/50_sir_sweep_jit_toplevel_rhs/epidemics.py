import jax.numpy as jnp


def sir_rhs(y, args):
    s, i, r = y[0], y[1], y[2]
    beta, gamma = args[0], args[1]
    new_inf = beta * s * i
    return jnp.stack([-new_inf, new_inf - gamma * i, gamma * i])
