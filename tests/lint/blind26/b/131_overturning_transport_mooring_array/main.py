import numpy as np

from array_schedule import active_on
from transport import geostrophic_transport


def mooring_density(name, month, rng, nz=100):
    z = np.linspace(0, 4000, nz)
    offset = 0.02 * (sum(map(ord, name)) % 5)
    return (1027.8 - 1.5 * np.exp(-z / 800) + offset + rng.normal(0, 0.005, nz)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for month in range(12):
        names = active_on(month)
        profiles = np.stack([mooring_density(n, month, rng) for n in names])
        q = geostrophic_transport(profiles, 40.0, 5e4)
        print(f"month {month + 1:2d}: {len(names)} moorings, transport {float(q):+.2f} Sv")


if __name__ == "__main__":
    main()
