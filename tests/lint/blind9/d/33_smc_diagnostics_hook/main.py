import jax
import numpy as np

from diagnostics import DiagnosticsLogger
from smc import ParticleTracker


def simulate_ranges(T=7, seed=0):
    rng = np.random.default_rng(seed)
    pos, out = np.array([1.0, 0.5]), []
    for _ in range(T):
        pos = pos + 0.2 * rng.standard_normal(2)
        out.append(np.linalg.norm(pos) + 0.1 * rng.standard_normal())
    return np.asarray(out, np.float32)


def main():
    tracker = ParticleTracker(n_particles=200, key=jax.random.PRNGKey(0))
    logger = DiagnosticsLogger()
    tracker.add_hook(logger)
    tracker.filter(simulate_ranges())
    for rec in logger.records:
        print(f"t={rec['step']} ess={rec['ess']:.1f}")


if __name__ == "__main__":
    main()
