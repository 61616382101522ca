import jax
import numpy as np

from filter import log_evidence_estimate

PARTICLE_COUNTS = (32, 128, 512)
REPEATS = 3


def returns(rng, T=25):
    h, out = 0.0, []
    for _ in range(T):
        h = 0.9 * h + 0.4 * rng.standard_normal()
        out.append(np.exp(h / 2) * rng.standard_normal())
    return np.asarray(out, np.float32)


def main():
    obs = returns(np.random.default_rng(0))
    key = jax.random.PRNGKey(0)
    for n in PARTICLE_COUNTS:
        estimates = []
        for _ in range(REPEATS):
            key, sub = jax.random.split(key)
            estimates.append(float(log_evidence_estimate(sub, obs, n_particles=n)))
        print(f"N={n:5d}: mean {np.mean(estimates):.3f} sd {np.std(estimates):.3f}")


if __name__ == "__main__":
    main()
