import numpy as np

from engine import DosingEngine


def main():
    rng = np.random.default_rng(0)
    engine = DosingEngine(max_tanks=12)
    for shift in ["morning", "afternoon", "night"]:
        brix = rng.uniform(20, 27, 12).astype(np.float32)
        yan = rng.uniform(90, 300, 12).astype(np.float32)
        demand = rng.choice([0.8, 1.0, 1.25], 12).astype(np.float32)
        dap = np.asarray(engine(brix, yan, demand))
        print(f"{shift:9s}: tanks needing DAP {int((dap > 0).sum())}, total {dap.sum():.0f} mg/L")


if __name__ == "__main__":
    main()
