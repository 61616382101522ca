import numpy as np

from qc import qc_thickness_lot


def lots(n_lots=6, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_lots):
        thk = (1000 + rng.normal(0, 5, (25, 1)) + rng.normal(0, 6, (25, 49))).astype(np.float32)
        yield f"N{2417 + i}.1", thk


def main():
    for lot_id, thk in lots():
        mean, nu, ooc = qc_thickness_lot(thk, 1000.0, 12.0, lot_id=lot_id)
        print(f"{lot_id}: mean {float(mean.mean()):.1f} A, worst NU {float(nu.max()):.2f}%, OOC wafers {int(ooc.sum())}")


if __name__ == "__main__":
    main()
