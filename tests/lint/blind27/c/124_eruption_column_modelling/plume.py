from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def plume_rhs(z, y, args):
    n2, entrain = args
    mass, momentum, buoyancy = y
    b = jnp.maximum(mass, 1e-6)
    w = momentum / b
    return jnp.stack([entrain * jnp.sqrt(jnp.abs(momentum)), buoyancy, -n2 * mass])


@partial(jax.jit, static_argnames="max_steps")
def rise_height(y0, n2, max_steps):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(plume_rhs), diffrax.Tsit5(), 0.0, 30.0, 0.05, y0,
                              args=(n2, 0.1), max_steps=max_steps,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 30.0, 61)),
                              stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return jnp.argmax(sol.ys[:, 1] < 0) * 0.5
