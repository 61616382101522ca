import jax
import jax.numpy as jnp

A = jnp.array([[1.0, 0.1], [0.0, 0.98]])
B = jnp.array([0.0, 0.1])


def rollout(x0, us):
    def f(x, u):
        x = A @ x + B * u
        return x, x

    _, xs = jax.lax.scan(f, x0, us)
    return xs


def cost(us, x0, reference):
    xs = rollout(x0, us)
    return jnp.sum((xs[:, 0] - reference) ** 2) + 1e-2 * jnp.sum(us**2)


@jax.jit
def plan(x0, us_init, reference):
    g = jax.grad(cost)

    def body(_, us):
        return us - 0.05 * g(us, x0, reference)

    us = jax.lax.fori_loop(0, 30, body, us_init)
    return us, rollout(x0, us)


def run_mpc(x0, horizon, n_steps, reference, on_step=None):
    us = jnp.zeros(horizon)
    x = x0
    for t in range(n_steps):
        us, xs = plan(x, us, reference)
        if on_step is not None:
            on_step(t, xs, us)
        x = A @ x + B * us[0]
        us = jnp.roll(us, -1).at[-1].set(0.0)
    return x
