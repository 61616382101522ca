import numpy as np

from record import day_block, thermistor_chain
from waves import internal_tide_amplitude


def main():
    t, temp = thermistor_chain(9)
    for d in range(9):
        td, Td = day_block(t, temp, d)
        amp, n = internal_tide_amplitude(td, Td)
        print(f"day {d}: min valid {int(np.min(n))}/144, max M2 isotherm amplitude {float(amp.max()):.3f} C")


if __name__ == "__main__":
    main()
