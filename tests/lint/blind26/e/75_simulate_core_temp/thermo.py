import diffrax
import jax
import jax.numpy as jnp


def core_temp_rhs(t, T, args):
    metabolic, ambient, k = args
    return metabolic * 1e-3 - k * (T - ambient) * 1e-2


@jax.jit
def simulate_core_temp(T0, args, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(core_temp_rhs), diffrax.Tsit5(), t0=ts[0], t1=ts[-1],
                              dt0=1.0, y0=T0, args=args, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
