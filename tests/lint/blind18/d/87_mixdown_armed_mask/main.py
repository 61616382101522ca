import numpy as np

from mix import mixdown
from session import sessions


def main():
    for s in sessions(np.random.default_rng(0)):
        audio, armed = s.as_arrays()
        out = mixdown(audio, armed)
        print(s.name, int(armed.sum()), float(np.abs(np.asarray(out)).max()))


if __name__ == "__main__":
    main()
