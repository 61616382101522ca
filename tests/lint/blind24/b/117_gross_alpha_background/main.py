import numpy as np

from background import background_rate
from counting import net_count_rate


def main():
    rng = np.random.default_rng(0)
    for batch in range(5):
        # a blank planchet is only counted on some days
        blanks = rng.poisson(210, 3) if batch % 2 == 0 else None
        bkg = background_rate(blanks)
        gross = rng.poisson(900, 10).astype(np.float32)
        net, sig = net_count_rate(gross, 600.0, bkg)
        print(f"batch {batch}: mean net {float(net.mean()):.3f} +/- {float(sig.mean()):.3f} cps (bkg {bkg:.3f})")


if __name__ == "__main__":
    main()
