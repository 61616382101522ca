import jax
import numpy as np

from augment import augment_scan
from scans import load_scans


def main():
    rng = np.random.default_rng(0)
    scans = load_scans(rng, n_scans=6)
    key = jax.random.PRNGKey(0)
    for scan in scans:
        key, sub = jax.random.split(key)
        feats = augment_scan(sub, scan.points, scan.intensity)
        print(f"{scan.scan_id}: {feats.shape[0]} points, spread {float(feats[:, :3].std()):.2f} m")


if __name__ == "__main__":
    main()
