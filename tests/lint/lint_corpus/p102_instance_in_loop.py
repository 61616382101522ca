# source: an optimizer-state-like object made per step and passed as static (identity hash)
# jax-compiles: _update=3
# lint: JC102@21
import jax
import jax.numpy as jnp


class Schedule:
    def __init__(self, rate):
        self.rate = rate


def _update(w, schedule):
    return w * schedule.rate


update = jax.jit(_update, static_argnums=1)
w = jnp.ones(3)
for _ in range(3):
    sched = Schedule(0.5)
    w = update(w, sched)
