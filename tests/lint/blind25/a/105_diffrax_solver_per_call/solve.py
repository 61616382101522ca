import diffrax
import equinox as eqx
import jax.numpy as jnp


def nitrogen_mineralization(t, y, args):
    k, temp_q10 = args
    return -k * temp_q10 * y


@eqx.filter_jit
def mineralized_by_harvest(y0, args, solver, controller):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(nitrogen_mineralization), solver, t0=0.0, t1=150.0, dt0=1.0,
        y0=y0, args=args, stepsize_controller=controller,
    )
    return y0 - sol.ys[-1]
