import diffrax
import jax
import jax.numpy as jnp


def nitrate_rhs(t, y, args):
    no3, nh4 = y[0], y[1]
    k_nit, k_leach, uptake = args
    nit = k_nit * nh4
    leach = k_leach * no3
    crop = uptake * no3 / (no3 + 15.0)
    return jnp.stack([nit - leach - crop, -nit])


@jax.jit
def simulate_nitrogen(y0, args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(nitrate_rhs), diffrax.Tsit5(), t0=ts[0], t1=ts[-1], dt0=0.5,
        y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys
