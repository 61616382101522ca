# source: the same object made once before the loop: one identity, one compile
# jax-compiles: _update_once=1
# lint: -
import jax
import jax.numpy as jnp


class Schedule1:
    def __init__(self, rate):
        self.rate = rate


def _update_once(w, schedule):
    return w * schedule.rate


update = jax.jit(_update_once, static_argnums=1)
w = jnp.ones(3)
sched = Schedule1(0.5)
for _ in range(3):
    w = update(w, sched)
