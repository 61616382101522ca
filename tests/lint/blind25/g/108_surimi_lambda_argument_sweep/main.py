import numpy as np

from sweep import fit_path


def main():
    rng = np.random.default_rng(2)
    # fish-ball gel: salt, starch, transglutaminase, setting time, ... -> breaking force
    x = rng.normal(size=(90, 6)).astype(np.float32)
    y = (x @ np.array([0.6, 0.0, 0.5, 0.0, -0.4, 0.0])).astype(np.float32)
    for lam, w in fit_path(x, y, [0.0, 0.01, 0.1, 1.0]).items():
        print(f"lambda={lam:<5} weights {np.round(np.asarray(w), 2).tolist()}")


if __name__ == "__main__":
    main()
