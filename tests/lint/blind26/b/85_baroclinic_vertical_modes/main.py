import numpy as np

from modes import vertical_modes

DEFAULT_MODES = 3
# per-region overrides loaded from the survey metadata table
REGION_MODES = np.array([3, 3, 3], dtype=np.int64)


def stratification(profile_id, nz=120):
    z = np.linspace(0, 3000, nz)
    n2 = (1e-5 + 2e-4 * np.exp(-z / (400 + 100 * profile_id))).astype(np.float32)
    return n2, float(z[1] - z[0])


def modes_wanted(profile_id):
    if profile_id < len(REGION_MODES):
        return REGION_MODES[profile_id]
    return DEFAULT_MODES


def main():
    for pid in range(5):
        n2, dz = stratification(pid)
        k = modes_wanted(pid)
        c, phi = vertical_modes(n2, dz, n_modes=k)
        print(f"profile {pid}: c = " + ", ".join(f"{float(v):.2f}" for v in c) + " m/s")


if __name__ == "__main__":
    main()
