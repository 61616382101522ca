from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def speed_profile(t, s, args):
    cruise, congestion = args
    return cruise * (1.0 - congestion * jnp.exp(-((s - 5.0) ** 2) / 4.0))


@partial(jax.jit, static_argnames=("max_steps",))
def distance_covered(cruise, congestion, minutes, max_steps):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(speed_profile), diffrax.Euler(), t0=0.0, t1=minutes, dt0=0.5,
        y0=jnp.float32(0.0), args=(cruise, congestion), max_steps=max_steps,
    )
    return sol.ys[-1]
