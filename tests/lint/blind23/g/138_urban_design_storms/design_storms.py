import numpy as np

DT_H = 0.1
STORMS = [
    {"name": "2yr", "depth_mm": 32.0, "duration_h": 2.4},
    {"name": "10yr", "depth_mm": 48.0, "duration_h": 2.4},
    {"name": "50yr", "depth_mm": 66.0, "duration_h": 2.4},
    {"name": "100yr", "depth_mm": 75.0, "duration_h": 2.4},
]


def hyetograph(storm, peak_frac=0.4):
    n = int(storm["duration_h"] / DT_H)
    t = np.arange(n) / max(n - 1, 1)
    shape = np.exp(-((t - peak_frac) / 0.15) ** 2)
    return (storm["depth_mm"] * shape / shape.sum()).astype(np.float32)


def block_storms(block_h=0.8, n_blocks=3):
    # storms assembled from the agency's 0.8 h design blocks
    return [{"name": f"blk{i}", "depth_mm": d, "duration_h": n_blocks * block_h} for i, d in enumerate([30.0, 45.0])]
