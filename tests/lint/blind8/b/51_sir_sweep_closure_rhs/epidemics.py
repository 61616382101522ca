import jax.numpy as jnp


def make_sir_rhs(beta, gamma):
    def sir_rhs(y, args=None):
        s, i, r = y[0], y[1], y[2]
        new_inf = beta * s * i
        return jnp.stack([-new_inf, new_inf - gamma * i, gamma * i])

    return sir_rhs
