import numpy as np

from throughput import crane_moves
from report import terminal_report


def main():
    rng = np.random.default_rng(9)
    terminals = ["Maasvlakte", "Euromax", "Waltershof", "Jebel Ali T2"]
    for t in terminals:
        rates = rng.uniform(25, 35, (21, 6)).astype(np.float32)
        hours = np.full((21, 6), 8.0, np.float32)
        avail = (rng.uniform(size=(21, 6)) > 0.1).astype(np.float32)
        daily = crane_moves(rates=rates, hours=hours, availability=avail)
        print(t, "peak shift", float(daily.max()))
        print(terminal_report(t, rates, hours, avail))


if __name__ == "__main__":
    main()
