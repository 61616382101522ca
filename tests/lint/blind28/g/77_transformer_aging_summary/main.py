import numpy as np

from historian import Historian, monthly_tags
from aging import aging_summary


def main():
    hist = Historian(seed=161)
    for m, temps in monthly_tags(hist, range(6)):
        print(m, np.round(np.asarray(aging_summary(temps)), 3))


if __name__ == "__main__":
    main()
