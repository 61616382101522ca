import numpy as np

from labs import PROCEDURES
from mda import minimum_detectable_activity


def main():
    rng = np.random.default_rng(0)
    for proc in PROCEDURES:
        bkg = rng.poisson(150, 8).astype(np.float32)
        mda = minimum_detectable_activity(bkg, 3600.0, proc["eff"], proc["yield"],
                                          confidence_pct=proc["confidence"])
        print(f"{proc['lab']:>10} {proc['nuclide']:>6}: MDA {float(mda.mean()):.3f} Bq")


if __name__ == "__main__":
    main()
