import numpy as np

from dic import green_lagrange


def displacement_frame(load_step, rng, n=48):
    """Tensile coupon with a central hole, frames from a 2D DIC system (px -> mm)."""
    y, x = np.mgrid[0:n, 0:n].astype(np.float32) / n
    r2 = (x - 0.5) ** 2 + (y - 0.5) ** 2
    conc = 1 + 0.8 * np.exp(-r2 / 0.01)
    u = 0.0 * x + 0.0005 * load_step * (x - 0.5) * 0.3 * -1
    v = 0.0015 * load_step * (y - 0.5) * conc
    return (u + rng.normal(0, 2e-5, u.shape)).astype(np.float32), (v + rng.normal(0, 2e-5, v.shape)).astype(np.float32)


def frame_options(step):
    return {"spacing": np.float32(0.5), "sigma": np.float32(1.0 + 0.1 * (step % 3))}


def main():
    rng = np.random.default_rng(0)
    for step in range(1, 9):
        u, v = displacement_frame(step, rng)
        exx, eyy, exy = green_lagrange(u, v, **frame_options(step))
        print(f"load step {step}: peak eyy {float(eyy.max()) * 1e6:8.1f} ue, mean exx {float(exx.mean()) * 1e6:7.1f} ue")


if __name__ == "__main__":
    main()
