import numpy as np

from rsam import network_rsam
from telemetry import hourly_packets

rng = np.random.default_rng(142)
for hour in range(7):
    packets = hourly_packets(rng, hour)
    levels, median = network_rsam(packets)
    print(hour, sorted(packets), round(float(median), 3))
