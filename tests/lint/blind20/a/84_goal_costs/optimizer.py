import equinox as eqx
import jax
import jax.numpy as jnp


def rollout(controls, x0, dt=0.1):
    def f(s, u):
        x, y, th, v = s
        s = jnp.stack([x + v * jnp.cos(th) * dt, y + v * jnp.sin(th) * dt, th + u[1] * dt, v + u[0] * dt])
        return s, s[:2]
    _, path = jax.lax.scan(f, x0, controls)
    return path


@eqx.filter_jit
def optimize_controls(controls, x0, cost_fn, n_iters=20, lr=0.05):
    def total(u):
        return cost_fn(rollout(u, x0)) + 0.01 * jnp.sum(u ** 2)

    grad = jax.grad(total)

    def body(i, u):
        return u - lr * grad(u)
    return jax.lax.fori_loop(0, n_iters, body, controls)
