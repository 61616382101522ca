import jax
import jax.numpy as jnp


def residual(x, c):
    return x ** 3 - 2.0 * x - c


@jax.jit
def newton_solve(x0, c, tol):
    def cond(state):
        x, it = state
        return (jnp.max(jnp.abs(residual(x, c))) > tol) & (it < 50)

    def body(state):
        x, it = state
        df = 3.0 * x ** 2 - 2.0
        return x - residual(x, c) / df, it + 1

    return jax.lax.while_loop(cond, body, (x0, 0))
