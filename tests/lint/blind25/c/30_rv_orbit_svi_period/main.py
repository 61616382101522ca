import numpy as np

from inference import fit_orbit, guide


def simulate(rng, period, k=25.0, n=40):
    t = np.sort(rng.uniform(0, 60, n)).astype(np.float32)
    rv = k * np.sin(2 * np.pi * t / period + 1.0) + 5 + rng.normal(0, 1.0, n)
    return t, rv.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t, rv = simulate(rng, 2.5)
    params, loss = fit_orbit(t, rv, 2.5)
    print(f"injection test: K={float(guide.median(params)['K']):.1f} loss={loss:.1f}")
    catalogue = {"name": np.array(["SB-101", "SB-102", "SB-103"]),
                 "period": np.array([3.21, 7.9, 12.4])}
    for i, name in enumerate(catalogue["name"]):
        p = catalogue["period"][i]
        t, rv = simulate(rng, p)
        params, loss = fit_orbit(t, rv, p, seed=i)
        print(f"{name}: P={p} K={float(guide.median(params)['K']):.1f} loss={loss:.1f}")


if __name__ == "__main__":
    main()
