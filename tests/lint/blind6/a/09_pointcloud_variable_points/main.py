import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def chamfer(pred, target):
    d = jnp.sum((pred[:, None, :] - target[None, :, :]) ** 2, -1)
    return d.min(1).mean() + d.min(0).mean()


def load_scan(rng):
    n = int(rng.integers(100, 400))
    return rng.normal(size=(n, 3)).astype(np.float32)


rng = np.random.default_rng(1)
template = jnp.asarray(rng.normal(size=(128, 3)), dtype=jnp.float32)
losses = []
for scene in range(6):
    scan = load_scan(rng)
    losses.append(float(chamfer(template, scan)))
print(losses)
