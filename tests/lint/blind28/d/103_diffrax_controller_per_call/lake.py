from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def drainage(t, y, args):
    # supraglacial lake volume with a moulin that opens once the lake spills (Nye-type channel growth)
    volume, channel = y
    inflow, k_open = args
    discharge = channel * jnp.sqrt(jnp.maximum(volume, 0.0))
    d_channel = k_open * discharge - 0.05 * channel
    return jnp.stack([inflow - discharge, d_channel])


@partial(jax.jit, static_argnames="controller")
def simulate_lake(inflow, k_open, controller):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(drainage), diffrax.Kvaerno5(), t0=0.0, t1=30.0, dt0=0.1,
                              y0=jnp.array([5.0, 0.01]), args=(inflow, k_open),
                              stepsize_controller=controller, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 30, 31)),
                              max_steps=8192)
    return sol.ys
