import numpy as np

from channels import CHAMBERS, compensation, read_current
from monitor import tritium_concentration


def main():
    rng = np.random.default_rng(0)
    for cycle in range(2):
        for ch in CHAMBERS:
            c = tritium_concentration(read_current(rng), ch["volume"], compensation(ch, calibrated=cycle == 1))
            print(f"cycle {cycle} {ch['room']:>16}: {float(c.mean()):.1f} kBq/m3")


if __name__ == "__main__":
    main()
