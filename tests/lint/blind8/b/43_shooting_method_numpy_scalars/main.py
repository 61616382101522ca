import numpy as np

from bvp import shoot


def secant(f, s0, s1, tol=1e-6, max_iter=8):
    f0, f1 = np.asarray(f(s0)), np.asarray(f(s1))
    history = [s0, s1]
    for _ in range(max_iter):
        if abs(f1) < tol:
            break
        s_new = s1 - f1 * (s1 - s0) / (f1 - f0)
        s0, f0 = s1, f1
        s1, f1 = s_new, np.asarray(f(s_new))
        history.append(s1)
    return s1, history


def main():
    slope, history = secant(shoot, 0.0, 1.0)
    print(f"initial slope for y(1) = 0: {float(slope):.6f} after {len(history) - 2} secant steps")
    print("boundary residual:", float(shoot(slope)))


if __name__ == "__main__":
    main()
