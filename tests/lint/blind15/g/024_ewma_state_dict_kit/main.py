import numpy as np

from smoother import init_state, smooth_update

ALPHA = 0.2


def meter_readings(rng, n, channels=5):
    base = rng.uniform(10, 20, channels)
    for _ in range(n):
        yield (base + rng.normal(0, 1, channels)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    state = init_state(5)
    for x in meter_readings(rng, 8):
        state = smooth_update(state, x, ALPHA)
    print("readings:", int(state["count"]), "levels:", np.round(np.asarray(state["level"]), 2).tolist())


if __name__ == "__main__":
    main()
