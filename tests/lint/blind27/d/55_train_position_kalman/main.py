import numpy as np

from kalman import initial_state, kalman_update


def balise_readings(n, seed=0):
    rng = np.random.default_rng(seed)
    true = 20.0 * np.arange(1, n + 1)
    return (true + rng.normal(0, 2.0, n)).astype(np.float32)[:, None]


def main():
    x, P = initial_state()
    for k, z in enumerate(balise_readings(30)):
        x, P = kalman_update(x, P, z)
    print(f"pos {float(x[0]):.1f} m, speed {float(x[1]):.2f} m/s, var {float(P[0, 0]):.3f}")


if __name__ == "__main__":
    main()
