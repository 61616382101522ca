from typing import NamedTuple

import diffrax
import jax
import jax.numpy as jnp


class AreaParams(NamedTuple):
    H: float
    D: float
    R: float
    Tg: float
    step_mw: float
    Ki: float


def lfc_rhs(t, y, p):
    df, pm, integ = y
    ddf = (pm - p.step_mw * (t > 1.0) - p.D * df) / (2 * p.H)
    dpm = (-df / p.R - p.Ki * integ - pm) / p.Tg
    return jnp.stack([ddf, dpm, df])


@jax.jit
def run_lfc(p):
    ts = jnp.linspace(0.0, 20.0, 201)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(lfc_rhs), diffrax.Tsit5(), 0.0, 20.0, 0.01, jnp.zeros(3),
                              args=p, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8), max_steps=10000)
    return sol.ys[:, 0]
