from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

CHANNEL_INDEX = {"HHZ": 0, "HHN": 1, "HHE": 2}


@partial(jax.jit, static_argnames=("channels",))
def channel_energy(data, channels):
    idx = sorted(CHANNEL_INDEX[c] for c in channels)
    return jnp.sum(data[:, idx] ** 2, axis=0)


def read_record(rng, n=1500):
    order = list(CHANNEL_INDEX)
    rng.shuffle(order)
    return order, jnp.asarray(rng.standard_normal((n, 3)), jnp.float32)


def main():
    rng = np.random.default_rng(6)
    for rec in range(5):
        order, data = read_record(rng)
        e = channel_energy(data, channels=frozenset(order))
        print(rec, order, [round(float(v), 1) for v in e])


if __name__ == "__main__":
    main()
