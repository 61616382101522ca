import diffrax
import jax
import jax.numpy as jnp

N_SAMPLES = 12


def drying_rhs(t, y, args):
    moisture, temp = y
    air_temp, h, k = args
    evap = k * moisture * jnp.exp(0.05 * (temp - 60.0))
    dtemp = h * (air_temp - temp) - 2.3 * evap
    return jnp.stack([-evap, dtemp])


@jax.jit
def stenter_profile(air_temp, dwell_s, params):
    ts = jnp.linspace(0.0, dwell_s, N_SAMPLES)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(drying_rhs), diffrax.Dopri5(), t0=0.0, t1=dwell_s, dt0=0.1,
        y0=jnp.array([0.6, 25.0]), args=(air_temp, params["h"], params["k"]),
        saveat=diffrax.SaveAt(ts=ts), stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return sol.ys[:, 0], sol.ys[:, 1]
