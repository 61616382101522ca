import jax
import jax.numpy as jnp
import diffrax

N_SAVE = 100


def dTdt(t, T, args):
    q_hyst, h_conv, c_th, T_amb = args
    return (q_hyst - h_conv * (T - T_amb)) / c_th


@jax.jit
def specimen_temperature(duration_s, q_hyst, T_amb):
    """Self-heating of a GFRP coupon under cyclic load (Risitano-type thermographic fatigue limit)."""
    ts = jnp.linspace(0.0, duration_s, N_SAVE)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(dTdt), diffrax.Tsit5(), t0=0.0, t1=duration_s, dt0=1.0,
        y0=T_amb, args=(q_hyst, 0.8, 120.0, T_amb), saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6), max_steps=4096,
    )
    return ts, sol.ys
