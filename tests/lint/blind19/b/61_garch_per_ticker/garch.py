import jax
import jax.numpy as jnp

N_ITERS = 30


def garch_nll(params, r):
    omega, alpha, beta = jax.nn.softplus(params)

    def step(var, rt):
        nxt = omega + alpha * rt ** 2 + beta * var
        return nxt, 0.5 * (jnp.log(var) + rt ** 2 / var)

    _, nll = jax.lax.scan(step, jnp.var(r), r)
    return nll.sum()


def fit_garch(r):
    params = jnp.array([-9.0, -2.0, 1.5])

    def body(_, p):
        return p - 1e-3 * jax.grad(garch_nll)(p, r)

    return jax.nn.softplus(jax.lax.fori_loop(0, N_ITERS, body, params))
