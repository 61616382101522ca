import numpy as np


def load_sensor_logs(n_sensors, seed=4):
    """Irregularly sampled readings; sensors drop packets so counts differ."""
    rng = np.random.default_rng(seed)
    logs = {}
    for i in range(n_sensors):
        n = int(rng.integers(80, 160))
        t = np.sort(rng.uniform(0, 100, n)).astype(np.float32)
        period = rng.uniform(5, 20)
        y = np.sin(2 * np.pi * t / period) + 0.3 * rng.standard_normal(n)
        logs[f"sensor-{i:02d}"] = (t, y.astype(np.float32), period)
    return logs
