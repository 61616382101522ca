import diffrax
import equinox as eqx
import jax.numpy as jnp


def surge_rhs(t, y, args):
    x, v = y
    k, c, f0, omega = args
    force = f0 * (1 + 0.3 * jnp.sin(omega * t))
    return jnp.stack([v, (force - k * x - c * v) / 5.0e7])


@eqx.filter_jit
def mooring_response(y0, args):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(surge_rhs), diffrax.Tsit5(), t0=0.0, t1=600.0, dt0=0.5, y0=y0, args=args,
        saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 600.0, 61)), max_steps=8192,
    )
    return sol.ys[:, 0]
