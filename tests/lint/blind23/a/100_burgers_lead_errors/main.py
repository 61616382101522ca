import numpy as np

from verify import lead_errors


def main():
    nx = 128
    x = np.linspace(0, 2 * np.pi, nx, endpoint=False)
    dx = float(x[1] - x[0])
    u0 = np.sin(x).astype(np.float32)
    leads = [6, 12, 24, 48]
    reference = {l: np.sin(x - 0.01 * l).astype(np.float32) for l in leads}
    print(lead_errors(u0, reference, leads, 0.05, dx))


if __name__ == "__main__":
    main()
