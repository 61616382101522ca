import numpy as np

from model import compiled_step


def main():
    rng = np.random.default_rng(0)
    conc = np.zeros((40, 40), np.float32)
    conc[20, 20] = 100.0
    for hour in range(5):
        u = rng.normal(1, 0.3, (40, 40)).astype(np.float32)
        v = rng.normal(0, 0.3, (40, 40)).astype(np.float32)
        step, cost = compiled_step(conc, u, v, np.float32(0.2))
        for _ in range(6):
            conc = step(conc, u, v, np.float32(0.2))
        print(hour, float(np.asarray(conc).max()))


if __name__ == "__main__":
    main()
