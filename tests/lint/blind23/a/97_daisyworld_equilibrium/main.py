import diffrax
import numpy as np

from daisyworld import equilibrium_cover


def main():
    for L in np.linspace(0.7, 1.5, 9).astype(np.float32):
        cover = equilibrium_cover(L, diffrax.Tsit5(), diffrax.PIDController(rtol=1e-4, atol=1e-6))
        print(round(float(L), 2), np.round(np.asarray(cover), 3))


if __name__ == "__main__":
    main()
