import diffrax
import jax
import jax.numpy as jnp

SIGMA_SB = 5.67e-8


def wafer_temp_rhs(t, T, args):
    lamp_power, ramp_time, emissivity = args
    power = lamp_power * jnp.clip(t / ramp_time, 0.0, 1.0)
    heat_cap = 0.6  # J/K per cm^2 effective
    loss = 2 * emissivity * SIGMA_SB * 1e-4 * (T ** 4 - 300.0 ** 4)
    return (power - loss) / heat_cap


@jax.jit
def simulate_anneal(args, read_times):
    term = diffrax.ODETerm(wafer_temp_rhs)
    sol = diffrax.diffeqsolve(
        term, diffrax.Tsit5(), t0=0.0, t1=read_times[-1], dt0=0.05, y0=jnp.float32(300.0),
        args=args, saveat=diffrax.SaveAt(ts=read_times),
        stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-2), max_steps=4096)
    return sol.ys
