import numpy as np

from export import SINKS, export


def main():
    rng = np.random.default_rng(0)
    mean = np.zeros(4, np.float32)
    std = np.ones(4, np.float32)
    for hour in range(2):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        for sink in SINKS:
            out = export(sink, x, mean, std)
            print(hour, sink, out.dtype, out.shape)


if __name__ == "__main__":
    main()
