"""One-compartment oral-absorption PK model integrated between doses."""
import diffrax
import jax.numpy as jnp
import numpy as np


def two_compartment(t, y, args):
    k_a, k_el = args
    gut, plasma = y[0], y[1]
    return jnp.stack([-k_a * gut, k_a * gut - k_el * plasma])


TERM = diffrax.ODETerm(two_compartment)
SOLVER = diffrax.Euler()


def dosing_schedule(interval_h, n_doses):
    times = np.arange(n_doses + 1, dtype=np.float32) * interval_h
    return jnp.asarray(times)


def integrate_segment(y0, t_start, t_end, params):
    sol = diffrax.diffeqsolve(TERM, SOLVER, t0=t_start, t1=t_end, dt0=jnp.float32(0.25), y0=y0,
                              args=params, saveat=diffrax.SaveAt(t1=True), max_steps=256)
    return sol.ys[-1]
