import diffrax
import jax
import jax.numpy as jnp

OMEGA_S = 2 * jnp.pi * 50


def smib(t, y, args):
    h, d, pm, pmax_pre, pmax_fault, t_clear = args
    delta, omega = y[0], y[1]
    pmax = jnp.where(t < t_clear, pmax_fault, pmax_pre)
    return jnp.stack([omega, (OMEGA_S / (2 * h)) * (pm - pmax * jnp.sin(delta)) - d * omega / (2 * h)])


@jax.jit
def run_scenario(y0, params):
    ts = jnp.linspace(0.0, 2.0, 201)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(smib), diffrax.Dopri5(), 0.0, 2.0, 1e-3, y0,
                              args=params, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
                              max_steps=8192)
    return jnp.max(jnp.abs(sol.ys[:, 0]))
