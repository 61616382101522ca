import jax
import jax.numpy as jnp
import numpy as np

MAX_PARTICLES = 32


@jax.jit
def pair_energy(pos, mask):
    d = pos[:, None, :] - pos[None, :, :]
    pair = mask[:, None] * mask[None, :] * (1 - jnp.eye(pos.shape[0]))
    r2 = jnp.sum(d**2, axis=-1) + (1 - pair)
    inv6 = 1.0 / r2**3
    return 0.5 * jnp.sum(4.0 * (inv6**2 - inv6) * pair)


def pad(pos):
    out = np.zeros((MAX_PARTICLES, 3), np.float32)
    out[: len(pos)] = pos
    mask = np.zeros(MAX_PARTICLES, np.float32)
    mask[: len(pos)] = 1.0
    return out, mask


rng = np.random.default_rng(0)
for frame in range(6):
    n_alive = 20 + rng.integers(0, 10)
    pos = rng.uniform(0, 5, size=(n_alive, 3)).astype(np.float32)
    print(frame, n_alive, float(pair_energy(*pad(pos))))
