import numpy as np

from metrics import monthly_scores
from records import START_YEARS, load_record


def main():
    for code in START_YEARS:
        sim, obs = load_record(code)
        nse, pbias, lnse = np.asarray(monthly_scores(sim, obs))
        print(f"{code}: {len(obs) // 12:2d} yr  NSE {nse:.3f}  PBIAS {pbias:6.2f}%  logNSE {lnse:.3f}")


if __name__ == "__main__":
    main()
