import functools

import jax
import jax.numpy as jnp
import numpy as np

from stats import top_ports, traffic_window


@functools.partial(jax.jit, static_argnames=("watch",))
def port_volume(ports, sizes, watch):
    return jnp.stack([jnp.sum(jnp.where(ports == p, sizes, 0.0)) for p in watch])


def main():
    rng = np.random.default_rng(0)
    for minute, hot in enumerate([443, 445, 3389, 8080, 22]):
        ports, sizes = traffic_window(rng, hot)
        watch = top_ports(ports)
        vol = port_volume(jnp.asarray(ports), jnp.asarray(sizes), watch=watch)
        print(minute, watch, [int(v) for v in vol])


if __name__ == "__main__":
    main()
