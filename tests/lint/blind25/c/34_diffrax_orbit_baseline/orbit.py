import diffrax
import equinox as eqx
import jax.numpy as jnp

GM = 4 * jnp.pi ** 2


def kepler_rhs(t, y, args):
    r = y[:2]
    v = y[2:]
    a = -GM * args * r / jnp.sum(r ** 2) ** 1.5
    return jnp.concatenate([v, a])


@eqx.filter_jit
def integrate_orbit(y0, mass, t1):
    ts = jnp.linspace(0.0, t1, 64)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(kepler_rhs), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=0.01, y0=y0,
        args=mass, saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8), max_steps=4096)
    return ts, sol.ys
