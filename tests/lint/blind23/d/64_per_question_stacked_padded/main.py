import jax
import jax.numpy as jnp
import numpy as np

from exams import exams


@jax.jit
def item_discrimination(choices, key):
    correct = (choices == key[:, None]).astype(jnp.float32)
    total = correct.sum(axis=0)
    upper = (total >= jnp.median(total)).astype(jnp.float32)
    p_up = (correct * upper).sum(1) / jnp.maximum(upper.sum(), 1)
    p_low = (correct * (1 - upper)).sum(1) / jnp.maximum((1 - upper).sum(), 1)
    return p_up - p_low, correct.mean(axis=1)


for name, (choices, key, nq) in exams():
    disc, difficulty = item_discrimination(choices, key)
    disc = np.asarray(disc)[:nq]
    print(f"{name}: {nq} questions, least discriminating q{int(np.argmin(disc))} ({disc.min():+.2f})")
