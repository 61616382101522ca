import jax
import jax.numpy as jnp
import numpy as np
import optax
from augment import batch_windows

rng = np.random.default_rng(50)
# descent profiles: altitude (kft) and speed (100 kt) over 64 one-minute samples
t = np.arange(64)
tracks = np.stack([np.stack([35 - 0.5 * t + rng.normal(0, 0.3, 64),
                             4.5 - 0.03 * t + rng.normal(0, 0.05, 64)], 1) for _ in range(32)]).astype(np.float32)

tx = optax.adam(1e-2)
W = jnp.zeros((2, 2))
opt_state = tx.init(W)


@jax.jit
def descent_fit_step(W, opt_state, seq):
    def loss(W):
        pred = seq[:, :-1] + seq[:, :-1] @ W
        return jnp.mean((pred - seq[:, 1:]) ** 2)
    l, g = jax.value_and_grad(loss)(W)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(W, upd), opt_state, l


for it in range(12):
    seq = batch_windows(tracks[(it % 4) * 8:(it % 4) * 8 + 8], rng)
    W, opt_state, l = descent_fit_step(W, opt_state, seq)
print("final loss", float(l))
