import jax
import numpy as np

from filter import prune, rejuvenate

N_INIT = 500
OBS_SD = np.float32(0.3)


def observations(T=7, seed=0):
    rng = np.random.default_rng(seed)
    x, v, ys = 0.0, 0.4, []
    for _ in range(T):
        x += v
        ys.append(x + 0.3 * rng.standard_normal())
    return np.asarray(ys, np.float32)


def main():
    rng = np.random.default_rng(1)
    particles = np.column_stack([rng.normal(0, 1, N_INIT), rng.normal(0.4, 0.3, N_INIT)]).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for t, y in enumerate(observations()):
        key, sub = jax.random.split(key)
        particles, log_w = rejuvenate(sub, particles, y, OBS_SD)
        particles, log_w = prune(particles, log_w)
        w = np.exp(log_w - log_w.max())
        w /= w.sum()
        est = (w[:, None] * particles).sum(0)
        print(f"t={t} particles {len(particles)} pos {est[0]:.2f} vel {est[1]:.2f}")


if __name__ == "__main__":
    main()
