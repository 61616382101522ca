import numpy as np

from flow import STEPS, bow_after_each_step, bow_for_thinned


def main():
    for name, bow in bow_after_each_step():
        print(f"{name:>14s}: bow {bow:+.1f} um")
    t = np.array(STEPS[-1][1], np.float32)
    s = np.array(STEPS[-1][2], np.float32)
    for sub in (775.0, 700.0, 600.0):
        print(f"substrate {sub:.0f} um: bow {bow_for_thinned(t, s, sub):+.1f} um")


if __name__ == "__main__":
    main()
