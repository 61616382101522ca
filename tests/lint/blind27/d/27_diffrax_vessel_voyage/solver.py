import diffrax
import jax
import jax.numpy as jnp

from dynamics import vessel_rhs


@jax.jit
def integrate_voyage(y0, args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(vessel_rhs), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1, y0=y0,
        args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys
