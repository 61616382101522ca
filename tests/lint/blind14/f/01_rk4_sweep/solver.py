import functools
import jax
import jax.numpy as jnp


def vdp(y, mu):
    x, v = y[0], y[1]
    return jnp.stack([v, mu * (1.0 - x * x) * v - x])


@functools.partial(jax.jit, static_argnums=(2,))
def integrate(y0, mu, n_steps, dt):
    def body(y, _):
        k1 = vdp(y, mu)
        k2 = vdp(y + 0.5 * dt * k1, mu)
        k3 = vdp(y + 0.5 * dt * k2, mu)
        k4 = vdp(y + dt * k3, mu)
        y = y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y
    _, traj = jax.lax.scan(body, y0, None, length=n_steps)
    return traj
