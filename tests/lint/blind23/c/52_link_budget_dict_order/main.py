import numpy as np
from budget import link_margin_db
from sites import from_planning_tool, from_survey

d = np.linspace(0.5, 20, 64).astype(np.float32)
planned = [(3500, 100e6, 60, 0, 7, 3, 5), (2100, 20e6, 58, 0, 5, 2, 3), (700, 10e6, 62, 0, 5, 4, 0)]
surveyed = [dict(freq_mhz=3500, bw_hz=40e6, eirp_dbm=55, rx_gain_dbi=2, nf_db=7, misc_loss_db=8, required_snr_db=5),
            dict(freq_mhz=1800, bw_hz=20e6, eirp_dbm=59, rx_gain_dbi=0, nf_db=6, misc_loss_db=6, required_snr_db=2)]

for row in planned:
    m = link_margin_db(from_planning_tool(row), d)
    print("planned", row[0], "MHz range km:", float(d[np.asarray(m) > 0].max(initial=0)))
for rec in surveyed:
    m = link_margin_db(from_survey(rec), d)
    print("surveyed", rec["freq_mhz"], "MHz range km:", float(d[np.asarray(m) > 0].max(initial=0)))
