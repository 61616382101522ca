from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def weed_competition(t, y, args):
    crop, weed = y[0], y[1]
    rc, rw, alpha, beta = args
    dcrop = rc * crop * (1.0 - (crop + alpha * weed) / 1200.0)
    dweed = rw * weed * (1.0 - (weed + beta * crop) / 900.0)
    return jnp.stack([dcrop, dweed])


@partial(jax.jit, static_argnames=("max_steps",))
def competition_season(y0, args, t1, max_steps):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(weed_competition), diffrax.Dopri5(), t0=0.0, t1=t1, dt0=0.5, y0=y0, args=args,
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5), max_steps=max_steps,
    )
    return sol.ys[-1]
