import diffrax
import jax
import jax.numpy as jnp


def goldmann_rhs(t, iop, args):
    # Goldmann equation: F_in = C * (IOP - EVP) + U, with drug-reduced inflow
    f_in, c_trab, evp, u, k_drug = args
    inflow = f_in * (1 - k_drug * (1 - jnp.exp(-t / 7.0)))
    return (inflow - c_trab * (iop - evp) - u) / 2.5


@jax.jit
def simulate_iop(iop0, params, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(goldmann_rhs), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.5,
        y0=iop0, args=params, saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys
