import jax
import jax.numpy as jnp
import diffrax


def headcount_rhs(t, n, args):
    hires = args["hire_rate"]
    if "freeze_start" in args:
        hires = jnp.where(t >= args["freeze_start"], 0.0, hires)
    return hires - args["quit_rate"] * n


@jax.jit
def headcount_at_year_end(n0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(headcount_rhs), diffrax.Tsit5(), 0.0, 12.0, 0.1, n0,
                              args=args, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]
