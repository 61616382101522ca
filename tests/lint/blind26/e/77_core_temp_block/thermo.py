import diffrax
import jax
import jax.numpy as jnp

N_SAVE = 16


def core_temp_rhs(t, T, args):
    metabolic, ambient, k = args
    return metabolic * 1e-3 - k * (T - ambient) * 1e-2


@jax.jit
def core_temp_block(T0, args, duration_s):
    ts = jnp.linspace(0.0, duration_s, N_SAVE)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(core_temp_rhs), diffrax.Tsit5(), t0=0.0, t1=duration_s,
                              dt0=1.0, y0=T0, args=args, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
