from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def hydrofracture(t, y, args):
    volume, crack = y
    inflow = args
    opening = 0.1 * jnp.maximum(volume - 2.0, 0.0)
    drain = crack * volume
    return jnp.stack([inflow - drain, opening - 0.2 * crack])


@partial(jax.jit, static_argnames="rtol")
def drain_lake(v0, inflow, rtol):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(hydrofracture), diffrax.Tsit5(), t0=0.0, t1=20.0, dt0=0.05,
                              y0=jnp.stack([v0, jnp.float32(0.0)]), args=inflow,
                              stepsize_controller=diffrax.PIDController(rtol=rtol, atol=rtol * 1e-2),
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 20.0, 41)), max_steps=16384)
    return sol.ys[:, 0]
