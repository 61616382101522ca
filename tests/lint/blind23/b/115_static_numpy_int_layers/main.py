from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_layers",))
def layered_halfspace_tt(thickness, velocity, offsets, n_layers):
    # head-wave travel times for the refractor at the bottom of the layer stack
    v_ref = velocity[n_layers]
    t = offsets / v_ref
    for i in range(n_layers):
        cos_i = jnp.sqrt(1 - (velocity[i] / v_ref) ** 2)
        t = t + 2 * thickness[i] * cos_i / velocity[i]
    return t


def choose_refractor(velocity):
    jumps = np.diff(np.asarray(velocity))
    return np.argmax(jumps) + 1


def main():
    offsets = jnp.linspace(5, 60, 12)
    models = [
        ([2.0, 4.0, 6.0, 8.0], [1.5, 2.5, 3.5, 4.2]),
        ([3.0, 4.0, 5.0, 7.0], [1.2, 2.0, 3.4, 4.0]),
        ([2.5, 3.5, 6.5, 8.0], [1.0, 1.8, 3.0, 3.6]),
    ]
    for i, (th, vel) in enumerate(models):
        th, vel = jnp.asarray(th), jnp.asarray(vel)
        n = 2 if i == 0 else choose_refractor(vel)
        tt = layered_halfspace_tt(th, vel, offsets, n_layers=n)
        print(i, type(n).__name__, int(n), float(tt[-1]))


if __name__ == "__main__":
    main()
