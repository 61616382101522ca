import numpy as np

from leveling import level_wafer


def level_sensor_scan(wafer, rng):
    y, x = np.mgrid[-1:1:21j, -1:1:21j]
    return (0.05 * wafer + 0.3 * x - 0.1 * y + 0.02 * rng.normal(size=x.shape)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    focus_offset = 0.0
    for wafer in range(6):
        coef, unflat = level_wafer(level_sensor_scan(wafer, rng), focus_offset)
        # carry the z term forward as the focus offset for the next wafer
        focus_offset = 0.5 * coef[:1]
        print(f"wafer {wafer}: z {float(coef[0]):+.3f} um, Rx {float(coef[2]):+.3f}, Ry {float(coef[1]):+.3f}, unflatness {float(unflat):.3f}")


if __name__ == "__main__":
    main()
