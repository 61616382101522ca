import diffrax
import jax
import jax.numpy as jnp

N_SAVE = 21


def two_layer(t, y, args):
    T, T0 = y
    forcing, lam, gamma, C, C0 = args
    dT = (forcing - lam * T - gamma * (T - T0)) / C
    dT0 = gamma * (T - T0) / C0
    return jnp.stack([dT, dT0])


@jax.jit
def warming_path(forcing, lam, horizon_years):
    ts = jnp.linspace(0.0, horizon_years, N_SAVE)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(two_layer), diffrax.Heun(), t0=0.0, t1=horizon_years, dt0=0.5,
        y0=jnp.zeros(2), args=(forcing, lam, 0.7, 8.0, 100.0),
        saveat=diffrax.SaveAt(ts=ts), max_steps=2048)
    return ts, sol.ys[:, 0]
