import numpy as np

from curves import CurveCalibrator

TENORS = np.array([0.25, 0.5, 1, 2, 3, 5, 7, 10, 20, 30], dtype=float)
# par yields snapshot (decimal)
YIELDS = np.array([0.0525, 0.0519, 0.0498, 0.0461, 0.0440, 0.0425, 0.0428, 0.0431, 0.0462, 0.0449])


def main():
    cal = CurveCalibrator(TENORS, YIELDS)
    res = cal.fit(x0=[0.045, 0.005, -0.01, np.log(2.0)])
    b0, b1, b2, log_tau = res.x
    print(f"level={b0:.4f} slope={b1:.4f} curvature={b2:.4f} tau={np.exp(log_tau):.2f}")
    print("iterations:", res.nit, "function evals:", res.nfev, "loss:", round(res.fun, 4))


if __name__ == "__main__":
    main()
