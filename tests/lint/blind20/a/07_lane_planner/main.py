import numpy as np

from planner import LaneFollowingPlanner


def simulate(planner, n_ticks=8):
    rng = np.random.default_rng(3)
    speed, gap = np.float32(12.0), np.float32(40.0)
    lead_speed = np.float32(10.0)
    for tick in range(n_ticks):
        limit = np.float32(13.9)
        accel = float(planner.plan(speed, gap, limit))
        speed = np.float32(max(speed + accel * planner.dt, 0.0))
        lead_speed = np.float32(lead_speed + rng.normal() * 0.2)
        gap = np.float32(gap + (lead_speed - speed) * planner.dt)
        print(f"tick {tick} accel {accel:+.2f} speed {speed:.2f} gap {gap:.2f}")


if __name__ == "__main__":
    simulate(LaneFollowingPlanner())
