import jax.numpy as jnp
import numpy as np

from disposition import lot_disposition

SPECS = {"cd_target": jnp.float32(45.0), "cd_tol": jnp.float32(1.0), "ov_limit": jnp.float32(3.6)}


def main():
    rng = np.random.default_rng(6)
    reworked = set()
    for lot in range(10):
        lot_id = f"L{lot % 7:03d}"
        ov = rng.normal(0, 1.1, (100, 2)).astype(np.float32)
        cd = (45 + rng.normal(0.3, 0.5, 40)).astype(np.float32)
        ok, ov3, cde = lot_disposition(ov, cd, lot_id in reworked, SPECS)
        if not bool(ok):
            reworked.add(lot_id)
        print(f"{lot_id} rework={lot_id in reworked}: overlay {float(ov3):.2f} nm, CD err {float(cde):.2f} -> {'PASS' if ok else 'REWORK'}")


if __name__ == "__main__":
    main()
