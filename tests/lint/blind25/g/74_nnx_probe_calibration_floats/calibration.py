def probe_calibration(day):
    """Daily two-point calibration results for the four in-line probes."""
    offsets = [0.02 * day, -0.01 * day, 0.5 + 0.03 * day, 0.0]
    gains = [1.0 + 0.001 * day, 0.98, 1.02 - 0.002 * day, 1.0]
    return offsets, gains
