import jax
import jax.numpy as jnp


def mlp_field(params, y):
    return jnp.tanh(y @ params["w1"]) @ params["w2"] - 0.1 * y


@jax.jit
def rk4_step(params, y, dt):
    k1 = mlp_field(params, y)
    k2 = mlp_field(params, y + 0.5 * dt * k1)
    k3 = mlp_field(params, y + 0.5 * dt * k2)
    k4 = mlp_field(params, y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4), k1


@jax.jit
def adams_step(params, y, history, dt):
    """Fourth-order Adams-Bashforth; history holds the three previous derivatives, newest first."""
    f_now = mlp_field(params, y)
    y_next = y + dt / 24 * (55 * f_now - 59 * history[0] + 37 * history[1] - 9 * history[2])
    return y_next, jnp.concatenate([f_now[None], history[:-1]])
