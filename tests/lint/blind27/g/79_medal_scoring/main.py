import numpy as np

from competition import judge_flight


def main():
    rng = np.random.default_rng(4)
    flights = []
    for i in range(6):
        f = {"name": f"flight {i + 1}", "scores": (86 + rng.normal(0, 3, (7, 10))).astype(np.float32)}
        if i % 3 == 0:
            w = np.ones(7, np.float32)
            w[0] = 2.0  # panel chair
            f["judge_weights"] = w
        flights.append(f)
    for f in flights:
        s = np.asarray(judge_flight(f))
        medals = int((s >= 90).sum())
        print(f"{f['name']}: top score {s.max():.1f}, gold medals {medals}")


if __name__ == "__main__":
    main()
