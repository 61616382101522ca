from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def vitreous_pk(t, y, args):
    # two-compartment intravitreal drug: vitreous -> retina -> cleared
    k_vr, k_out = args
    v, r = y
    return jnp.stack([-k_vr * v, k_vr * v - k_out * r])


@partial(jax.jit, static_argnames=("max_steps",))
def retinal_exposure(dose, args, t1, max_steps):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(vitreous_pk), diffrax.Heun(), t0=0.0, t1=t1, dt0=0.5,
                              y0=jnp.stack([dose, 0.0]), args=args, max_steps=max_steps,
                              saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]


def steps_needed(days, dt=0.5):
    return int(days / dt) + 1
