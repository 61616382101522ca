import numpy as np

from calibrate import refit_scale
from odometry import DT, TICK_M, integrate_odometry


def drive_segment(rng, n=100, true_scale=1.03):
    ticks = rng.integers(20, 30, n).astype(np.float32)
    yaw_rate = rng.normal(0, 0.05, n).astype(np.float32)
    gps_speed = ticks * TICK_M * true_scale / DT + rng.normal(0, 0.05, n)
    return ticks, yaw_rate, gps_speed


def main():
    rng = np.random.default_rng(0)
    scale = np.float32(1.0)
    for seg in range(4):
        ticks, yaw, gps_speed = drive_segment(rng)
        poses = integrate_odometry(ticks, yaw, scale)
        scale = refit_scale(ticks, gps_speed, scale)
        print(f"segment {seg} end {np.asarray(poses[-1, :2]).round(2)} scale {float(scale):.4f}")


if __name__ == "__main__":
    main()
