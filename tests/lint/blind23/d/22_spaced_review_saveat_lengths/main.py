import diffrax
import jax
import jax.numpy as jnp

from schedule import review_schedules


def decay(t, m, k):
    return -k * m


@jax.jit
def recall_at_reviews(k, review_days):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(decay), diffrax.Dopri5(), t0=0.0, t1=30.0,
                              dt0=0.5, y0=jnp.float32(1.0), args=k,
                              saveat=diffrax.SaveAt(ts=review_days))
    return sol.ys


for i, days in enumerate(review_schedules(6)):
    p = recall_at_reviews(jnp.float32(0.08 + 0.02 * i), days)
    print(f"learner {i}: reviews {days.astype(int).tolist()} recall {jnp.round(p, 2).tolist()}")
