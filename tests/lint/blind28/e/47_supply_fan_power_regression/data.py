import numpy as np


def supply_fan_dataset(seed=0):
    """Fan kW as a function of airflow fraction and duct static pressure setpoint."""
    rng = np.random.default_rng(seed)
    flow = rng.uniform(0.3, 1.0, 900)
    sp = rng.uniform(0.6, 1.5, 900)
    kw = 45 * flow ** 2.6 * (0.7 + 0.3 * sp) + rng.normal(0, 0.8, 900)
    x = np.stack([flow, sp], 1).astype(np.float32)
    y = kw.astype(np.float32)
    return (x[:720], y[:720]), (x[720:], y[720:])
