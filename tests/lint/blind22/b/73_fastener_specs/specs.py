THREAD_SPECS = {
    "M6x1.0": {"pitch": 1.0, "major": 6.0, "tol": 0.05},
    "M8x1.25": {"pitch": 1.25, "major": 8.0, "tol": 0.06},
    "M10x1.5": {"pitch": 1.5, "major": 10.0, "tol": 0.07},
    "M12x1.75": {"pitch": 1.75, "major": 12.0, "tol": 0.08},
}
