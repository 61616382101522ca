import numpy as np
import jax.numpy as jnp

from detector import make_detector, precision_recall

N_SRC, N_PORTS = 50, 128


def synth(rng):
    hits = (rng.random((N_SRC, N_PORTS)) < 0.03).astype(np.int32)
    scanners = rng.random(N_SRC) < 0.2
    hits[scanners] = (rng.random((scanners.sum(), N_PORTS)) < 0.3).astype(np.int32)
    return jnp.asarray(hits), jnp.asarray(scanners)


def main():
    rng = np.random.default_rng(0)
    days = [synth(rng) for _ in range(3)]
    for min_ports in [8, 12, 16, 20, 24]:
        for hits, truth in days:
            detect = make_detector(min_ports)
            p, r = precision_recall(detect(hits), truth)
        print(min_ports, float(p), float(r))


if __name__ == "__main__":
    main()
