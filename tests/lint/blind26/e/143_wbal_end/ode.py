import diffrax
import jax
import jax.numpy as jnp

MAX_STEPS = 2048  # longest session is 30 min at dt0=1 s


def w_prime_balance(t, w, args):
    cp, w0, amp, freq = args
    p = cp + amp * jnp.sin(2 * jnp.pi * freq * t)
    return jnp.where(p > cp, -(p - cp), (w0 - w) * (cp - p) / w0)


@jax.jit
def wbal_end(w0, args, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(w_prime_balance), diffrax.Heun(), t0=0.0, t1=t1, dt0=1.0,
                              y0=w0, args=args, max_steps=MAX_STEPS)
    return sol.ys[-1]
