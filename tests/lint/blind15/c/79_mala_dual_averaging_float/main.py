import jax
import jax.numpy as jnp

from mala import mala_chain
from warmup import dual_averaging

DIM = 10
PILOT_STEP = 0.1


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x0 = jnp.zeros(DIM)
    key, sub = jax.random.split(key)
    _, pilot_acc = mala_chain(sub, x0, jnp.float32(PILOT_STEP))
    print("pilot acceptance", float(pilot_acc))
    key, sub = jax.random.split(key)
    x, eps = dual_averaging(sub, x0)
    accs = []
    for _ in range(4):
        key, sub = jax.random.split(key)
        x, acc = mala_chain(sub, x, eps)
        accs.append(float(acc))
    print("tuned step", float(eps), "acceptance", accs)
