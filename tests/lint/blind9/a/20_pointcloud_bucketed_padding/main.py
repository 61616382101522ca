import jax
import numpy as np

from augment import augment_scan, pad_to_bucket
from scans import load_scans


def main():
    rng = np.random.default_rng(0)
    scans = load_scans(rng, n_scans=6)
    key = jax.random.PRNGKey(0)
    for scan in scans:
        key, sub = jax.random.split(key)
        points, intensity, mask = pad_to_bucket(scan.points, scan.intensity)
        feats = augment_scan(sub, points, intensity, mask)
        print(f"{scan.scan_id}: {int(mask.sum())} points in bucket {feats.shape[0]}")


if __name__ == "__main__":
    main()
