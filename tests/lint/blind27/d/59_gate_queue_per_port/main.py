from functools import partial

import jax
import numpy as np

from ports import PORTS
from queue_sim import queue_length


def main():
    rng = np.random.default_rng(0)
    for day in range(2):
        for name, cfg in PORTS.items():
            sim = jax.jit(partial(queue_length, **cfg))
            arrivals = rng.poisson(3.5, 180).astype(np.float32)
            q = sim(arrivals)
            print(day, name, f"max queue {float(q.max()):.0f} trucks")


if __name__ == "__main__":
    main()
