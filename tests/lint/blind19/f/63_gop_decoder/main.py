from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from codec import encoded_stream


@partial(jax.jit, static_argnames=("gop_pos",))
def reconstruct(reference, payload, gop_pos):
    if gop_pos == 0:
        return payload
    return reference + 0.1 * payload


def main():
    ref = jnp.zeros((8, 8), jnp.float32)
    energies = []
    for gop_pos, payload in encoded_stream(12):
        ref = reconstruct(ref, payload, gop_pos=gop_pos)
        energies.append(float(jnp.abs(ref).mean()))
    print(np.round(energies, 3))


if __name__ == "__main__":
    main()
