import numpy as np

# two logger generations on the same viaduct: 16-bit and 24-bit converters
LOGGERS = {
    "pier-3": {"bits": 16, "range_v": 10.0, "sens_v_per_g": 1.0},
    "pier-4": {"bits": 24, "range_v": 5.0, "sens_v_per_g": 0.5},
    "span-3": {"bits": 16, "range_v": 10.0, "sens_v_per_g": 1.0},
    "span-4": {"bits": 24, "range_v": 5.0, "sens_v_per_g": 0.5},
}


def read_counts(name, rng, n=2048):
    cfg = LOGGERS[name]
    full = 2 ** (cfg["bits"] - 1) - 1
    g = 0.02 * np.sin(2 * np.pi * 2.7 * np.arange(n) / 100.0) + rng.normal(0, 0.003, n)
    counts = np.round(g * cfg["sens_v_per_g"] / cfg["range_v"] * full)
    dtype = np.int16 if cfg["bits"] == 16 else np.int32
    return counts.astype(dtype), cfg


def to_acceleration(counts, cfg):
    full = 2 ** (cfg["bits"] - 1) - 1
    return (counts.astype(np.float64) / full * cfg["range_v"] / cfg["sens_v_per_g"]).astype(np.float32)
