import diffrax
import jax
import jax.numpy as jnp


def skill_decay(t, y, args):
    rate, floor = args
    return -rate * (y - floor)


@jax.jit
def skill_at_exam(y0, rate, floor, days_until_exam):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(skill_decay), diffrax.Tsit5(),
                              t0=0.0, t1=days_until_exam, dt0=0.25, y0=y0,
                              args=(rate, floor), saveat=diffrax.SaveAt(t1=True),
                              max_steps=4096)
    return sol.ys[-1]
