import numpy as np

from stations import STATIONS, station_arrays
from tides import predict_tide, SPEEDS


def main():
    t = np.arange(0, 72, 0.25, dtype=np.float32)
    for name in STATIONS:
        amp, phase, z0 = station_arrays(name)
        eta = predict_tide(t, amp, phase, z0, speeds=SPEEDS)
        eta = np.asarray(eta)
        print(f"{name}: high {eta.max():.2f} m at t={t[eta.argmax()]:.2f} h, low {eta.min():.2f} m")


if __name__ == "__main__":
    main()
