import numpy as np

from forcefield import steepest_descent


def packed_box(n, box, seed=0):
    rng = np.random.default_rng(seed)
    return (rng.random((n, 3)) * box).astype(np.float32)


def push_off(pos, n_steps, n_ramp):
    for step in range(n_steps):
        lam = min(1, step / n_ramp)
        pos, energy = steepest_descent(pos, lam)
        print(f"step {step} lambda={lam:.2f} E={float(energy):.3f}")
    return pos


if __name__ == "__main__":
    push_off(packed_box(20, 3.0), n_steps=7, n_ramp=4)
