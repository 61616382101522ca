from sources import mixed_bursts
from sync import estimate_cfo

errs = []
for iq, cfo in mixed_bursts(9):
    est = float(estimate_cfo(iq))
    errs.append(abs(est - cfo))
print("max CFO error (Hz):", max(errs))
