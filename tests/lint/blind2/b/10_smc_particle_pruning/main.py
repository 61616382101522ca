import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def propagate_and_weight(particles, obs, noise):
    moved = 0.9 * particles + 0.3 * noise
    log_w = -0.5 * ((obs - moved) / 0.5) ** 2
    return moved, jnp.exp(log_w - log_w.max())


rng = np.random.default_rng(7)
observations = [0.5, 0.8, 0.4, 1.1, 0.9, 0.2]
particles = rng.normal(size=200).astype(np.float32)
for t, obs in enumerate(observations):
    noise = rng.normal(size=particles.shape).astype(np.float32)
    moved, weights = propagate_and_weight(particles, obs, noise)
    weights = np.asarray(weights)
    keep = weights > 0.05 * weights.max()
    particles = np.asarray(moved)[keep]
    print(f"t={t} obs={obs} ess-ish={keep.sum()} mean={particles.mean():.3f}")
