import numpy as np

from gating import gate_for_clutter


def synthetic_frame(rng, n_tracks=6, n_meas=10):
    innov = rng.normal(scale=1.5, size=(n_tracks, n_meas, 2)).astype(np.float32)
    S_inv = np.tile(np.eye(2, dtype=np.float32), (n_tracks, 1, 1))
    clutter = float(rng.uniform(0.0, 1.0))
    return innov, S_inv, clutter


def main():
    rng = np.random.default_rng(4)
    for frame in range(6):
        innov, S_inv, clutter = synthetic_frame(rng)
        gate = gate_for_clutter(clutter)
        mask = gate(innov, S_inv)
        print(f"frame {frame} clutter {clutter:.2f} gated {int(mask.sum())}")


if __name__ == "__main__":
    main()
