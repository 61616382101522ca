import jax
import jax.numpy as jnp


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


def init_memory(memory, dim):
    return {
        "S": jnp.zeros((memory, dim), jnp.float32),
        "Y": jnp.zeros((memory, dim), jnp.float32),
        "valid": jnp.zeros((memory,), jnp.float32),
    }


def push(mem, s, y):
    """Newest pair goes in slot 0; older pairs shift down."""
    return {
        "S": jnp.roll(mem["S"], 1, axis=0).at[0].set(s),
        "Y": jnp.roll(mem["Y"], 1, axis=0).at[0].set(y),
        "valid": jnp.roll(mem["valid"], 1).at[0].set(1.0),
    }


@jax.jit
def search_direction(grad, mem):
    S, Y, valid = mem["S"], mem["Y"], mem["valid"]
    sy = jnp.sum(S * Y, axis=1)
    rho = jnp.where(valid > 0, 1.0 / jnp.where(valid > 0, sy, 1.0), 0.0)

    def first(i, carry):
        q, alphas = carry
        a = rho[i] * jnp.dot(S[i], q)
        return q - a * Y[i], alphas.at[i].set(a)

    q, alphas = jax.lax.fori_loop(0, S.shape[0], first, (grad, jnp.zeros_like(rho)))
    gamma = jnp.where(valid[0] > 0, sy[0] / jnp.dot(Y[0], Y[0]), 1.0)
    r = gamma * q

    def second(j, r):
        i = S.shape[0] - 1 - j
        b = rho[i] * jnp.dot(Y[i], r)
        return r + S[i] * (alphas[i] - b)

    r = jax.lax.fori_loop(0, S.shape[0], second, r)
    return -r
