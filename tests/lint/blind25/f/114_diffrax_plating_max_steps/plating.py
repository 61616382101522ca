import diffrax
import jax.numpy as jnp


def bath_rhs(t, y, args):
    """Cu electroplating bath: accelerator (SPS) and suppressor (PEG) consumption with dosing."""
    sps, peg = y[0], y[1]
    current, dose_sps, dose_peg = args
    d_sps = dose_sps - 2e-4 * current * sps
    d_peg = dose_peg - 5e-5 * current * peg
    return jnp.stack([d_sps, d_peg])


def simulate_bath(y0, hours, args):
    return diffrax.diffeqsolve(
        diffrax.ODETerm(bath_rhs), diffrax.Heun(), t0=jnp.float32(0.0), t1=hours, dt0=jnp.float32(0.05),
        y0=y0, args=args, saveat=diffrax.SaveAt(t1=True),
        max_steps=int(float(hours) / 0.05) + 16).ys[-1]
