import numpy as np

from krige import estimate_panel

OPTIONS = {"search_radius": 150.0, "trend": None}


def main():
    rng = np.random.default_rng(330)
    for panel in range(6):
        xyz = rng.uniform(0, 200, size=(80, 3)).astype(np.float32)
        z = rng.lognormal(-0.2, 0.5, size=80).astype(np.float32)
        targets = rng.uniform(0, 200, size=(25, 3)).astype(np.float32)
        est = estimate_panel(xyz, z, targets, OPTIONS)
        print(f"panel {panel}: mean estimate {float(est.mean()):.3f} g/t")


if __name__ == "__main__":
    main()
