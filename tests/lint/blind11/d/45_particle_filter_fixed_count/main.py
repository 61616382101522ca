import numpy as np
import jax

from filtering import propagate_and_weight, resample

T = 7


def simulate(rng, T):
    x, xs, ys = 0.0, [], []
    for _ in range(T):
        x = 0.95 * x + 0.5 * rng.normal()
        xs.append(x)
        ys.append(x + 0.3 * rng.normal())
    return np.array(xs, np.float32), np.array(ys, np.float32)


def main():
    rng = np.random.default_rng(0)
    xs, ys = simulate(rng, T)
    particles = rng.normal(size=256).astype(np.float32)
    log_w = np.full(256, -np.log(256), np.float32)
    key = jax.random.PRNGKey(0)
    for t in range(T):
        key, sub = jax.random.split(key)
        particles, log_w = propagate_and_weight(sub, particles, log_w, ys[t], 0.5, 0.3)
        estimate = float(np.sum(np.exp(np.asarray(log_w)) * np.asarray(particles)))
        print(f"t={t} true {xs[t]:+.3f} est {estimate:+.3f} particles {len(particles)}")
        particles, log_w = resample(rng, particles, log_w)


if __name__ == "__main__":
    main()
