import numpy as np

from planner import LongitudinalPlanner


def on_frame(msg):
    planner = LongitudinalPlanner()
    return planner.plan(msg["ego_speed"], msg["gap"], msg["lead_speed"])


def main():
    rng = np.random.default_rng(0)
    for frame in range(5):
        msg = {k: np.float32(v) for k, v in
               {"ego_speed": rng.uniform(8, 12), "gap": rng.uniform(10, 30), "lead_speed": rng.uniform(8, 12)}.items()}
        accel = on_frame(msg)
        print(f"frame {frame} first accel {float(accel[0]):.2f}")


if __name__ == "__main__":
    main()
