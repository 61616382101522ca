import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def newton(residual, y0, n_iter=8):
    def body(_, y):
        r = residual(y)
        J = jax.jacfwd(residual)(y)
        return y - jnp.linalg.solve(J, r)

    return jax.lax.fori_loop(0, n_iter, body, y0)
