import numpy as np

from mix import mixdown
from session import sessions


def main():
    for s in sessions(np.random.default_rng(0)):
        out = mixdown(*s.armed_tracks())
        print(s.name, len(s.armed_tracks()), float(np.abs(np.asarray(out)).max()))


if __name__ == "__main__":
    main()
