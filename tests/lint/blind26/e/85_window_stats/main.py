import jax
import jax.numpy as jnp
import numpy as np

WIN = 256


@jax.jit
def window_stats(signal, start):
    seg = jax.lax.dynamic_slice(signal, (start,), (WIN,))
    return jnp.stack([seg.mean(), seg.std(), jnp.abs(jnp.diff(seg)).sum()])


rng = np.random.default_rng(45)
trunk_acc = jnp.asarray(np.cumsum(rng.normal(0, 0.05, 2048)).astype(np.float32))
feats = [window_stats(trunk_acc, s) for s in range(0, 2048 - WIN + 1, 128)]
print(np.round(np.asarray(jnp.stack(feats))[:4], 3))
