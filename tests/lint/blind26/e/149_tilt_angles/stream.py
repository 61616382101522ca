import numpy as np


def interleaved_packets(rng, n=6):
    """Sensor sends gyro and accel interleaved per sample: [gx, ax, gy, ay, gz, az]."""
    for k in range(n):
        raw = rng.normal(0, 1, size=(256, 6)).astype(np.float32)
        if k % 2 == 0:
            yield raw[:, 1::2]          # accel view straight from the packet buffer
        else:
            yield np.ascontiguousarray(raw[:, 1::2])
