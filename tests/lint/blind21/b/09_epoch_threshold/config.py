SUBJECTS = {
    "sub-01": {"reject_uv": 100, "baseline": (0, 10)},
    "sub-02": {"reject_uv": 150, "baseline": (0, 10)},
    "sub-03": {"reject_uv": 87.5, "baseline": (0, 10)},
    "sub-04": {"reject_uv": 120, "baseline": (0, 10)},
    "sub-05": {"reject_uv": 95.0, "baseline": (0, 10)},
}
N_EPOCHS, N_CHANNELS, N_TIMES = 30, 8, 64
