import numpy as np
from link_adapt import select_mcs
from reports import CQIReportQueue

offset = np.float32(0.5)
for tti, cqi in enumerate(CQIReportQueue(10)):
    mcs, eff = select_mcs(cqi, offset)
    print(tti, int(np.asarray(mcs).sum()), round(float(np.asarray(eff).mean()), 3))
