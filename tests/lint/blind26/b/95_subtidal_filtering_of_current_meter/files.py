import numpy as np

FILE_ATTRS = [
    {"instrument": "Aquadopp-1", "sample_interval": "600"},
    {"instrument": "Aquadopp-2", "sample_interval": "600.0"},
    {"instrument": "Signature-3", "sample_interval": "600"},
    {"instrument": "Signature-4", "sample_interval": " 600.000"},
]


def sample_interval_seconds(attrs):
    return int(round(float(attrs["sample_interval"])))


def open_velocity(attrs, rng, n=1008):
    dt = sample_interval_seconds(attrs)
    t = np.arange(n) * dt / 3600.0
    u = 0.3 * np.sin(2 * np.pi * t / 12.42) + 0.05 * np.sin(2 * np.pi * t / 60) + rng.normal(0, 0.02, n)
    return u.astype(np.float32), dt
