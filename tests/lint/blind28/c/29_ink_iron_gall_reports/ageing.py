import diffrax
import jax
import jax.numpy as jnp


def iron_gall_rhs(t, y, args):
    k_ox, k_hyd = args
    ferrous, ferric, degraded = y
    d_fe2 = -k_ox * ferrous
    d_fe3 = k_ox * ferrous - k_hyd * ferric
    d_deg = k_hyd * ferric
    return jnp.stack([d_fe2, d_fe3, d_deg])


@jax.jit
def simulate_ink(rates, sample_years):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(iron_gall_rhs), diffrax.Tsit5(),
        t0=0.0, t1=sample_years[-1], dt0=1.0,
        y0=jnp.array([1.0, 0.0, 0.0]), args=rates,
        saveat=diffrax.SaveAt(ts=sample_years),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
    )
    return sol.ys
