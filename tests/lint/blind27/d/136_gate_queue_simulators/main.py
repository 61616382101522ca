from functools import partial

import jax
import numpy as np

from queue_model import gate_queue

PORTS = {
    "Rotterdam": {"lanes": 12.0, "service_min": 2.5},
    "Hamburg": {"lanes": 8.0, "service_min": 3.0},
    "Antwerp": {"lanes": 10.0, "service_min": 2.8},
}
SIMULATORS = {name: jax.jit(partial(gate_queue, **cfg)) for name, cfg in PORTS.items()}


def main():
    rng = np.random.default_rng(0)
    for day in range(4):
        for name, sim in SIMULATORS.items():
            q = sim(rng.poisson(3.5, 180).astype(np.float32))
            print(day, name, f"max queue {float(q.max()):.0f}")


if __name__ == "__main__":
    main()
