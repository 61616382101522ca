import numpy as np

from fem import solve_poisson

MESHES = (8, 16, 32, 64)
AMPLITUDES = (0.5, 1.0, 2.0)


def main():
    for amp in AMPLITUDES:
        errors = [float(solve_poisson(n=n, source_amp=amp)) for n in MESHES]
        rates = np.log2(np.array(errors[:-1]) / np.array(errors[1:]))
        print(f"amp={amp}: errors={np.round(errors, 6)} rates={np.round(rates, 2)}")


if __name__ == "__main__":
    main()
