import numpy as np

from physics import fall
from registry import BodyRegistry

RESPAWN = {2: "crate", 4: "barrel", 5: "ball"}


def main():
    rng = np.random.default_rng(0)
    reg = BodyRegistry()
    for name, h in [("ball", 2.0), ("crate", 3.0), ("barrel", 1.5)]:
        reg.spawn(name, h, rng)
    for frame in range(7):
        if frame in RESPAWN:
            reg.respawn(RESPAWN[frame], 3.0, rng)
        new_state = fall(reg.bodies, 0.05)
        reg.update(new_state)
        heights = {k: round(float(v["pos"][1]), 3) for k, v in reg.bodies.items()}
        print(f"frame {frame} {heights}")


if __name__ == "__main__":
    main()
