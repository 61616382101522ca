import numpy as np

from sighting import SightingModel

MODEL = SightingModel(reaction_s=1.5, min_read_s=8.0)


def check_signal(signal_id, rng):
    sight = rng.uniform(150, 600, 12).astype(np.float32)
    speed = rng.uniform(80, 200, 12).astype(np.float32)
    t, ok = MODEL.sighting_time(sight, speed)
    return signal_id, int(ok.sum())


def main():
    rng = np.random.default_rng(0)
    for sid in ["S12", "S14", "S21", "S33", "S40"]:
        print(*check_signal(sid, rng))


if __name__ == "__main__":
    main()
