from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from codec import encoded_stream


@partial(jax.jit, static_argnames=("frame_type",))
def reconstruct(reference, payload, frame_type):
    if frame_type == "I":
        return payload
    return reference + 0.1 * payload


def main():
    ref = jnp.zeros((8, 8), jnp.float32)
    energies = []
    for frame_type, payload in encoded_stream(12):
        ref = reconstruct(ref, payload, frame_type=frame_type)
        energies.append(float(jnp.abs(ref).mean()))
    print(np.round(energies, 3))


if __name__ == "__main__":
    main()
