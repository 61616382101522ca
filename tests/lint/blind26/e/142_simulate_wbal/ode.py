from functools import partial

import diffrax
import jax
import jax.numpy as jnp


def w_prime_balance(t, w, args):
    cp, w0, power_fn_a, power_fn_f = args
    p = cp + power_fn_a * jnp.sin(2 * jnp.pi * power_fn_f * t)
    return jnp.where(p > cp, -(p - cp), (w0 - w) * (cp - p) / w0)


@partial(jax.jit, static_argnames="max_steps")
def simulate_wbal(w0, args, t1, max_steps):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(w_prime_balance), diffrax.Heun(), t0=0.0, t1=t1, dt0=1.0,
                              y0=w0, args=args, max_steps=max_steps)
    return sol.ys[-1]
