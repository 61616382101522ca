from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax


class JitterPolicy:
    """Randomly picks an input-noise level per batch; a share of batches stay clean."""

    def __init__(self, max_scale=0.1, p_clean=0.3, seed=0):
        self.rng = np.random.default_rng(seed)
        self.max_scale = max_scale
        self.p_clean = p_clean

    def draw(self):
        if self.rng.random() < self.p_clean:
            return 0.0
        return round(float(self.rng.uniform(0.0, self.max_scale)), 3)


LOOKBACK, HORIZON, B = 24, 6, 32
rng = np.random.default_rng(0)
t = np.arange(2000)
series = (np.sin(t / 10) + 0.1 * rng.normal(size=t.size)).astype(np.float32)

params = {"w": jnp.zeros((LOOKBACK, HORIZON)), "b": jnp.zeros(HORIZON)}
tx = optax.adam(1e-2)
opt_state = tx.init(params)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@partial(jax.jit, static_argnames=("noise_scale",))
def train_step(params, opt_state, x, y, key, noise_scale):
    if noise_scale > 0:
        x = x + noise_scale * jax.random.normal(key, x.shape)
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


policy = JitterPolicy()
key = jax.random.PRNGKey(0)
for step in range(12):
    starts = rng.integers(0, len(series) - LOOKBACK - HORIZON, B)
    x = np.stack([series[s:s + LOOKBACK] for s in starts])
    y = np.stack([series[s + LOOKBACK:s + LOOKBACK + HORIZON] for s in starts])
    key, sub = jax.random.split(key)
    params, opt_state, loss = train_step(params, opt_state, x, y, sub, noise_scale=policy.draw())
print("loss", float(loss))
