import jax
import jax.numpy as jnp
import numpy as np

from stats import top_ports, traffic_window


@jax.jit
def port_volume(ports, sizes, watch):
    hit = ports[None, :] == watch[:, None]
    return jnp.sum(jnp.where(hit, sizes[None, :], 0.0), axis=1)


def main():
    rng = np.random.default_rng(0)
    for minute, hot in enumerate([443, 445, 3389, 8080, 22]):
        ports, sizes = traffic_window(rng, hot)
        watch = top_ports(ports)
        vol = port_volume(jnp.asarray(ports), jnp.asarray(sizes), jnp.asarray(watch, dtype=jnp.int32))
        print(minute, watch, [int(v) for v in vol])


if __name__ == "__main__":
    main()
