import jax
import numpy as np

from tracker import prune_and_resample, weigh_particles

FRAMES = 6
N_PARTICLES = 64


def synthetic_video(rng, n, size=24):
    pos = np.array([8.0, 8.0])
    for _ in range(n):
        pos = pos + rng.normal(0.0, 0.8, size=2)
        frame = rng.uniform(0, 0.2, size=(size, size)).astype(np.float32)
        y, x = np.clip(pos.astype(int), 0, size - 4)
        frame[y:y + 4, x:x + 4] = 1.0
        yield frame, pos.copy()


def main():
    rng = np.random.default_rng(0)
    template = np.ones((4, 4), np.float32)
    particles = rng.normal(8.0, 3.0, size=(N_PARTICLES, 2)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for t, (frame, true_pos) in enumerate(synthetic_video(rng, FRAMES)):
        key, sub = jax.random.split(key)
        particles, weights = weigh_particles(particles, frame, template, sub)
        particles = prune_and_resample(np.asarray(particles), np.asarray(weights, np.float64), rng)
        est = particles.mean(axis=0)
        print(f"frame {t}: {len(particles)} particles, err {np.linalg.norm(est - true_pos):.2f}")


if __name__ == "__main__":
    main()
