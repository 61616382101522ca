import diffrax
import jax
import jax.numpy as jnp


def uptake_rhs(t, c, args):
    k, c_eq = args
    # pseudo-second-order dye uptake onto fibre
    return k * (c_eq - c) ** 2


@jax.jit
def simulate_uptake(k, c_eq, sample_times):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(uptake_rhs), diffrax.Tsit5(), t0=0.0, t1=sample_times[-1], dt0=0.5,
        y0=jnp.float32(0.0), args=(k, c_eq), saveat=diffrax.SaveAt(ts=sample_times),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys
