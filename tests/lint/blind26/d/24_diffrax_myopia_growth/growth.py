import diffrax
import jax
import jax.numpy as jnp

GRID = jnp.linspace(0.0, 1.0, 25)


def axial_rhs(t, y, args):
    # axial length (mm) approaching an asymptote, slowed by atropine dose
    rate, asym, atropine = args
    return rate * (1 - 0.5 * atropine) * (asym - y)


@jax.jit
def project_axial_length(y0, args, years):
    ts = GRID * years
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(axial_rhs), diffrax.Dopri5(), t0=0.0, t1=years, dt0=0.1, y0=y0,
        args=args, saveat=diffrax.SaveAt(ts=ts), stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
    )
    return ts, sol.ys
