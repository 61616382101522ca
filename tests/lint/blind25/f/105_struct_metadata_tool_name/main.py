import numpy as np

from analysis import overlay_kpis
from records import OverlayRecord

TOOLS = ["ASML_NXT_01", "ASML_NXT_02", "ASML_NXT_03", "ASML_NXT_04"]


def fetch_record(tool, lot, rng):
    dx = rng.normal(0.3, 1.0, 200).astype(np.float32)
    dy = rng.normal(-0.2, 1.1, 200).astype(np.float32)
    return OverlayRecord(dx=dx, dy=dy, tool=tool, layer="V1-M1")


def main():
    rng = np.random.default_rng(0)
    for lot in range(3):
        for tool in TOOLS:
            k = overlay_kpis(fetch_record(tool, lot, rng))
            print(f"lot {lot} {tool}: |m|+3s x {float(k[0]):.2f} y {float(k[1]):.2f} nm, 99.7% {float(k[2]):.2f}")


if __name__ == "__main__":
    main()
