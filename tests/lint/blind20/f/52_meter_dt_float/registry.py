import numpy as np

# Meter metadata table as loaded from the asset register
META = np.array([(15, 0.25), (60, 1.0), (30, 0.5)], dtype=[("res_min", np.int32), ("dt_h", np.float32)])
DEFAULT_DT_H = 0.25


def interval_hours(meter_idx):
    if meter_idx < len(META):
        return float(META[meter_idx]["dt_h"])
    return DEFAULT_DT_H
