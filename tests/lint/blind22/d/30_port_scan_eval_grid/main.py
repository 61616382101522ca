import numpy as np
import jax.numpy as jnp

from detector import detect, precision_recall

N_MIN, N_SRC, N_PORTS = 60, 20, 64
WINDOWS = (5, 10, 30)


def synth(rng):
    hits = (rng.random((N_MIN, N_SRC, N_PORTS)) < 0.01).astype(np.int32)
    scanners = rng.random(N_SRC) < 0.2
    hits[:, scanners] = (rng.random((N_MIN, scanners.sum(), N_PORTS)) < 0.05).astype(np.int32)
    return jnp.asarray(hits), jnp.asarray(scanners)


def main():
    rng = np.random.default_rng(0)
    days = [synth(rng) for _ in range(3)]
    for window in WINDOWS:
        for min_ports in [8, 12, 16]:
            for hits, truth in days:
                p, r = precision_recall(detect(hits, jnp.int32(min_ports), window=window), truth)
            print(window, min_ports, float(p), float(r))


if __name__ == "__main__":
    main()
