import diffrax
import jax
import jax.numpy as jnp

N_SAVE = 128


def vdp(t, y, mu):
    x, v = y
    return jnp.stack([v, mu * (1 - x ** 2) * v - x])


@jax.jit
def oscillator_waveform(mu, fs):
    ts = jnp.arange(N_SAVE) / fs
    sol = diffrax.diffeqsolve(diffrax.ODETerm(vdp), diffrax.Dopri5(), t0=0.0, t1=ts[-1], dt0=0.01,
                              y0=jnp.array([2.0, 0.0]), args=mu, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5),
                              max_steps=8192)
    return sol.ys[:, 0]
