import numpy as np

from cusum import CusumMonitor

CHUNK = 50


def line_pressure(rng, n_chunks):
    for c in range(n_chunks):
        level = 10.0 if c < 3 else 11.5
        yield (level + rng.normal(0, 0.5, CHUNK)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    mon = CusumMonitor(target=10.0)
    for c, chunk in enumerate(line_pressure(rng, 6)):
        alarms = np.asarray(mon.update(chunk))
        print(f"chunk {c}: alarms {int(alarms.sum())}")


if __name__ == "__main__":
    main()
