import numpy as np

from chamber import IonChamber


def session_readings(rng, n=20):
    q = rng.normal(20.1, 0.05, n).astype(np.float32)
    t = rng.normal(22.0, 0.3, n).astype(np.float32)
    p = rng.normal(100.8, 0.2, n).astype(np.float32)
    v = rng.normal(1.006, 0.001, n).astype(np.float32)
    return q, t, p, v


def main():
    chamber = IonChamber(n_dw_gy_per_c=5.38e7)
    rng = np.random.default_rng(0)
    for beam in ["6 MV", "10 MV", "15 MV", "6 FFF"]:
        q, t, p, v = session_readings(rng)
        d = chamber.dose(q, t, p, v)
        print(f"{beam:>6}: {float(d.mean()):.4f} Gy per 100 MU")


if __name__ == "__main__":
    main()
