import numpy as np

from calibration import BIAS, calibrated_magnitude
from devices import DeviceStream

stream = DeviceStream(sorted(BIAS))
peaks = {}
for serial, acc in stream.packets(12):
    mag = calibrated_magnitude(acc, serial=serial)
    peaks[serial] = max(peaks.get(serial, 0.0), float(mag.max()))
print(peaks)
