import numpy as np

from eof import eof_reconstruct, n_modes_for


def yearly_ssh(year, rng, nt=52, nx=60):
    x = np.linspace(0, 2 * np.pi, nx)
    t = np.arange(nt)[:, None]
    n_signal = 2 + year % 4
    field = sum(np.sin((m + 1) * x)[None] * np.cos(2 * np.pi * t / (10 + 5 * m)) / (m + 1) for m in range(n_signal))
    return (field + 0.05 * rng.normal(size=(nt, nx))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for year in range(2015, 2023):
        ssh = yearly_ssh(year, rng)
        anom = ssh - ssh.mean(0)
        k = n_modes_for(0.95, anom)
        recon, frac = eof_reconstruct(anom, k)
        err = float(np.sqrt(np.mean((np.asarray(recon) - anom) ** 2)))
        print(f"{year}: {k} EOFs explain {float(frac.sum()) * 100:.1f}%, reconstruction rms {err:.3f}")


if __name__ == "__main__":
    main()
