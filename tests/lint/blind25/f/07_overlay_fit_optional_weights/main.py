from metrology import read_overlay_lot
from model import fit_linear_terms


def main():
    for lot_id in range(1, 9):
        lot = read_overlay_lot(lot_id)
        coef, rms = fit_linear_terms(lot)
        tx, ty, rot, mag = [float(c) for c in coef]
        print(f"lot {lot_id}: Tx={tx:.2f} Ty={ty:.2f} rot={rot*1e3:.2f}urad mag={mag*1e3:.2f}ppm rms={float(rms):.2f}")


if __name__ == "__main__":
    main()
