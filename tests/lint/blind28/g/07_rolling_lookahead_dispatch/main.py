import numpy as np

from solver import lookahead_dispatch

HORIZON = 24


def window(load, start):
    w = np.zeros(HORIZON, dtype=np.float32)
    seg = load[start:start + HORIZON]
    w[:len(seg)] = seg
    valid = np.zeros(HORIZON, dtype=np.float32)
    valid[:len(seg)] = 1.0
    return w, valid


def main():
    h = np.arange(60)
    load = (420 + 160 * np.sin(2 * np.pi * (h - 7) / 24)).astype(np.float32)
    for start in range(0, 60, 8):
        d, valid = window(load, start)
        p, lam = lookahead_dispatch(d, valid)
        print(start, int(valid.sum()), np.round(np.asarray(lam[:3]), 2))


if __name__ == "__main__":
    main()
