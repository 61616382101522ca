import numpy as np

from config import bucket_width
from timeline import bucket_counts

PROFILES = [
    {"name": "edge"},
    {"name": "datacenter", "capture_seconds": 120, "n_buckets": 12},
    {"name": "branch"},
    {"name": "cloud", "capture_seconds": 120, "n_buckets": 12},
]


def main():
    rng = np.random.default_rng(0)
    for prof in PROFILES:
        ts = np.sort(rng.uniform(0, 120, size=500)).astype(np.float32)
        b = rng.lognormal(6, 1, size=500).astype(np.float32)
        counts = bucket_counts(ts, b, width=bucket_width(prof))
        print(prof["name"], int(np.argmax(np.asarray(counts))))


if __name__ == "__main__":
    main()
