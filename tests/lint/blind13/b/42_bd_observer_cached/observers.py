import jax
import jax.numpy as jnp


def displacement_sq(x, x0, box):
    d = x - x0
    return jnp.sum(d ** 2)


class MSDObserver:
    def __init__(self, x0):
        self.x0 = x0
        self.samples = []
        self._per_particle = jax.jit(jax.vmap(displacement_sq, in_axes=(0, 0, None)))

    def __call__(self, step, x, box):
        msd = float(jnp.mean(self._per_particle(x, self.x0, box)))
        self.samples.append((step, msd))


class CallbackList:
    def __init__(self, callbacks):
        self.callbacks = callbacks

    def __call__(self, step, x, box):
        for cb in self.callbacks:
            cb(step, x, box)
