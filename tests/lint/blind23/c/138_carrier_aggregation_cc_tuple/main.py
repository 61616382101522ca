import numpy as np
from throughput import ue_throughput
from ues import ue_report

rng = np.random.default_rng(0)
caps = ["basic", "ca2", "ca3", "ca2", "basic", "ca3", "ca3"]
for i, cap in enumerate(caps):
    print(i, cap, round(float(ue_throughput(ue_report(rng, cap))), 1), "Mbit/s")
