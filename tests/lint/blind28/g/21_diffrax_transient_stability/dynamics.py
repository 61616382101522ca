import diffrax
import jax
import jax.numpy as jnp

H, D, PM, PMAX_PRE, PMAX_FAULT = 4.0, 1.0, 0.8, 2.0, 0.4
OMEGA_S = 2 * jnp.pi * 60


def swing(t, y, args):
    delta, omega = y
    t_clear = args
    pmax = jnp.where(t < t_clear, PMAX_FAULT, PMAX_PRE)
    ddelta = omega
    domega = (OMEGA_S / (2 * H)) * (PM - pmax * jnp.sin(delta) - D * omega / OMEGA_S)
    return jnp.stack([ddelta, domega])


@jax.jit
def simulate(y0, t_clear, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(swing), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=1e-3,
                              y0=y0, args=t_clear, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8),
                              max_steps=20000)
    return sol.ys
