import jax
import jax.numpy as jnp
import numpy as np


def sir_rhs(state, beta, gamma):
    s, i, r = state[0], state[1], state[2]
    new_inf = beta * s * i
    return jnp.stack([-new_inf, new_inf - gamma * i, gamma * i])


def make_rhs_callback(beta, gamma):
    def rhs(t, y):
        f = jax.jit(lambda state: sir_rhs(state, beta, gamma))
        return np.asarray(f(jnp.asarray(y, jnp.float32)), dtype=np.float64)
    return rhs
