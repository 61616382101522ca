import jax
import jax.numpy as jnp
import numpy as np

CAPACITY = 256


@jax.jit
def propagate_and_weight(particles, alive, obs, noise):
    moved = 0.9 * particles + 0.3 * noise
    log_w = jnp.where(alive, -0.5 * ((obs - moved) / 0.5) ** 2, -jnp.inf)
    w = jnp.exp(log_w - log_w.max())
    return moved, w, alive & (w > 0.05)


rng = np.random.default_rng(7)
observations = [0.5, 0.8, 0.4, 1.1, 0.9, 0.2]
particles = np.zeros(CAPACITY, dtype=np.float32)
particles[:200] = rng.normal(size=200)
alive = np.arange(CAPACITY) < 200
for t, obs in enumerate(observations):
    noise = rng.normal(size=CAPACITY).astype(np.float32)
    particles, w, alive = propagate_and_weight(particles, alive, np.float32(obs), noise)
    n_alive = int(alive.sum())
    print(f"t={t} obs={obs} alive={n_alive} mean={float(jnp.sum(particles * alive) / max(n_alive, 1)):.3f}")
