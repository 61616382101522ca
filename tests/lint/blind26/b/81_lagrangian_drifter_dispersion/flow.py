import diffrax
import jax
import jax.numpy as jnp

A, EPS, OMEGA = 0.1, 0.25, 2 * jnp.pi / 10


def double_gyre(t, xy, args):
    x, y = xy[..., 0], xy[..., 1]
    a = EPS * jnp.sin(OMEGA * t)
    b = 1 - 2 * EPS * jnp.sin(OMEGA * t)
    f = a * x ** 2 + b * x
    dfdx = 2 * a * x + b
    u = -jnp.pi * A * jnp.sin(jnp.pi * f) * jnp.cos(jnp.pi * y)
    v = jnp.pi * A * jnp.cos(jnp.pi * f) * jnp.sin(jnp.pi * y) * dfdx
    return jnp.stack([u, v], -1)


@jax.jit
def advect_drifters(xy0, t0, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(double_gyre), diffrax.Tsit5(), t0, t1, 0.05, xy0,
                              saveat=diffrax.SaveAt(t1=True), max_steps=2048)
    return sol.ys[-1]
