import diffrax
import jax
import jax.numpy as jnp

MU = 398600.4418


def dyn(t, y, args):
    r = y[:3]
    return jnp.concatenate([y[3:], -MU * r / jnp.linalg.norm(r) ** 3])


@jax.jit
def ephemeris(y0, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(dyn), diffrax.Dopri5(), t0=ts[0], t1=ts[-1], dt0=5.0, y0=y0,
                              saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-7, atol=1e-7), max_steps=2048)
    return sol.ys
