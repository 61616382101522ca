import diffrax
import jax
import jax.numpy as jnp

HOURS = jnp.linspace(0.0, 24.0, 49)


def fleet_rhs(t, y, params):
    docked, riding = y
    demand = params["peak"] * (jnp.exp(-((t - 8.0) ** 2) / 2) + jnp.exp(-((t - 17.5) ** 2) / 3)) + params["base"]
    pickups = demand * docked / (docked + params["half_sat"])
    returns = riding / params["trip_hours"]
    return jnp.stack([returns - pickups, pickups - returns])


@jax.jit
def run_day(y0, params):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(fleet_rhs), diffrax.Dopri5(), t0=0.0, t1=24.0, dt0=0.1, y0=y0,
        args=params, saveat=diffrax.SaveAt(ts=HOURS),
        stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-4), max_steps=2048,
    )
    return sol.ys
