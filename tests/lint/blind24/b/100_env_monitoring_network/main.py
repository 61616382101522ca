import numpy as np

from dose import daily_dose
from stations import network


def main():
    rng = np.random.default_rng(0)
    for st in network(rng):
        total, peak = daily_dose(st.readings, st.gain, st.offset)
        print(f"{st.name:>14}: {float(total):.3f} uSv/day, peak {float(peak):.3f} uSv/h")


if __name__ == "__main__":
    main()
