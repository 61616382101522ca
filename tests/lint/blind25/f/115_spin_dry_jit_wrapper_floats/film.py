import diffrax
import jax
import jax.numpy as jnp


def thinning_rhs(t, h, args):
    # Emslie-Bonner-Peck spin-off plus evaporation for the rinse film (h in um)
    omega, nu, evap = args
    return -2 * omega ** 2 * (h * 1e-6) ** 3 / (3 * nu) * 1e6 - evap


@jax.jit
def spin_dry(h0_um, rpm, spin_time_s):
    omega = rpm * 2 * jnp.pi / 60.0
    sol = diffrax.diffeqsolve(diffrax.ODETerm(thinning_rhs), diffrax.Tsit5(), t0=0.0, t1=spin_time_s, dt0=0.01,
                              y0=h0_um, args=(omega, 1e-6, 0.02),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
                              event=None, max_steps=8192)
    return jnp.maximum(sol.ys[-1], 0.0)
