import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pair_energy(pos):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d**2, axis=-1) + jnp.eye(pos.shape[0])
    inv6 = 1.0 / r2**3
    return 0.5 * jnp.sum(4.0 * (inv6**2 - inv6) * (1 - jnp.eye(pos.shape[0])))


rng = np.random.default_rng(0)
for frame in range(6):
    n_alive = 20 + rng.integers(0, 10)
    pos = rng.uniform(0, 5, size=(n_alive, 3)).astype(np.float32)
    print(frame, n_alive, float(pair_energy(pos)))
