# warp jobs as they come from the tasking API (user-entered options)
JOBS = [
    {"scene": "S2A_20230601", "resampling": "bilinear", "shift": (0.3, -0.2)},
    {"scene": "S2B_20230604", "resampling": "Bilinear", "shift": (0.1, 0.4)},
    {"scene": "S2A_20230611", "resampling": "nearest", "shift": (-0.5, 0.2)},
    {"scene": "S2B_20230614", "resampling": "BILINEAR", "shift": (0.2, 0.2)},
    {"scene": "S2A_20230621", "resampling": "bilinear", "shift": (0.0, -0.3)},
]


def resampling_of(job):
    return job["resampling"].strip().lower()
