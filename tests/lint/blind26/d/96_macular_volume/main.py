import jax
import jax.numpy as jnp
import numpy as np

from types_ import OCTScan


@jax.jit
def macular_volume_mm3(scan):
    thickness_px = (scan.bscans > 0.5).sum(axis=1)
    um = thickness_px * scan.spacing_um
    return um.mean() * 6 * 6 / 1000.0


def main():
    rng = np.random.default_rng(0)
    for i in range(4):
        scan = OCTScan(
            bscans=rng.uniform(size=(25, 64, 32)).astype(np.float32),
            spacing_um=np.float32(3.87),
            scan_id=f"2026-11-{10 + i:02d}_OD_macula",
        )
        print(scan.scan_id, round(float(macular_volume_mm3(scan)), 3))


if __name__ == "__main__":
    main()
