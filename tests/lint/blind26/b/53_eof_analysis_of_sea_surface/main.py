import numpy as np

from config import EOFConfig
from eof import eof_filter


def yearly_ssh(year, rng, nt=52, nx=60):
    x = np.linspace(0, 2 * np.pi, nx)
    t = np.arange(nt)[:, None]
    n_signal = 2 + year % 4
    field = sum(np.sin((m + 1) * x)[None] * np.cos(2 * np.pi * t / (10 + 5 * m)) / (m + 1) for m in range(n_signal))
    return (field + 0.05 * rng.normal(size=(nt, nx))).astype(np.float32)


def main():
    cfg = EOFConfig()
    rng = np.random.default_rng(0)
    for year in range(2015, 2023):
        ssh = yearly_ssh(year, rng)
        anom = ssh - ssh.mean(0)
        recon, k = eof_filter(anom, cfg.variance_target, max_modes=cfg.max_modes)
        print(f"{year}: kept {int(k)} modes, residual rms {float(np.sqrt(np.mean((np.asarray(recon) - anom) ** 2))):.3f}")


if __name__ == "__main__":
    main()
