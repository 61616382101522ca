import numpy as np

from per import PrioritizedBuffer

OBS, CAPACITY, BATCH = 3, 64, 4


def main():
    rng = np.random.default_rng(0)
    buf = PrioritizedBuffer(CAPACITY, OBS)
    for t in range(10):
        buf.add(rng.normal(size=OBS).astype(np.float32))
        idx, obs, weights = buf.sample(BATCH)
        td = rng.normal(size=BATCH)
        buf.update(idx, td)
    print(buf.size, weights.round(3))


if __name__ == "__main__":
    main()
