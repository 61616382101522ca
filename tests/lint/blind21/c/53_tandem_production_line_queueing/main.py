import jax.numpy as jnp
import numpy as np

from model import TandemQueue

LINE_DESIGNS = {
    "balanced": (3.0, 3.0, 3.0),
    "front_heavy": (4.0, 3.0, 2.0),
    "bottleneck": (3.5, 2.0, 3.5),
}


def main():
    rng = np.random.default_rng(4)
    arrivals = jnp.asarray(rng.poisson(2.7, 120), jnp.float32)
    for replication in range(2):
        for name, rates in LINE_DESIGNS.items():
            line = TandemQueue(rates, buffer_size=10.0)
            print(f"rep {replication} {name:12s} throughput {float(line.throughput(arrivals)):.1f}")


if __name__ == "__main__":
    main()
