import diffrax
import jax.numpy as jnp

SIGMA = 5.67e-8


def cooldown_rhs(t, T, args):
    h_gas, emissivity, t_plate = args
    rad = emissivity * SIGMA * (T ** 4 - t_plate ** 4)
    conv = h_gas * (T - t_plate)
    return -(rad + conv) / 1650.0  # areal heat capacity of a 775 um Si wafer, J/m^2/K


def cool_wafer(T0, hold_s, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(cooldown_rhs), diffrax.Tsit5(), t0=0.0, t1=hold_s, dt0=0.1,
                              y0=T0, args=args, stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-3))
    return sol.ys[0]
