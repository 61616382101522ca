import numpy as np

from meta import RAIN_GAUGE_EXPORTS, clean_units
from rain import effective_rain


def main():
    for rec in RAIN_GAUGE_EXPORTS:
        vals = np.asarray(rec["values"], np.float32)
        eff = effective_rain(vals, units=clean_units(rec["units"]))
        print(f"{rec['station']}: effective rain {float(eff):.1f} mm")


if __name__ == "__main__":
    main()
