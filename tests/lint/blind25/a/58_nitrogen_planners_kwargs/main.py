import numpy as np

from planners import spring_plan, sidedress_plan


def zone_table(rng, n=16):
    return {
        "no3": rng.uniform(20, 60, n).astype(np.float32),
        "demand": rng.uniform(150, 230, n).astype(np.float32),
        "manure": rng.uniform(0, 80, n).astype(np.float32),
        "min": rng.uniform(30, 70, n).astype(np.float32),
        "eff": np.full(n, 0.7, np.float32),
    }


def main():
    rng = np.random.default_rng(13)
    for field in range(3):
        z = zone_table(rng)
        print(f"field {field}: spring {float(spring_plan(z).mean()):.0f} kg N/ha, sidedress {float(sidedress_plan(z).mean()):.0f} kg N/ha")


if __name__ == "__main__":
    main()
