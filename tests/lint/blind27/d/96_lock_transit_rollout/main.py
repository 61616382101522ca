import numpy as np

from factory import build_rollout

CANAL = {"name": "Kiel", "chambers": 2}


def main():
    rng = np.random.default_rng(0)
    for day in range(6):
        rollout = build_rollout(CANAL["chambers"])
        arrivals = rng.poisson(3.0, 24).astype(np.float32)
        q = rollout(arrivals, 45.0)
        print(day, f"peak queue {float(q.max()):.1f} vessels")


if __name__ == "__main__":
    main()
