import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

from metadata import FRAMES, frame_exposure


class AppearanceNet(nn.Module):
    @nn.compact
    def __call__(self, coords, exposure):
        feats = jnp.concatenate([coords, jnp.full(coords.shape[:-1] + (1,), jnp.log(exposure))], -1)
        h = nn.relu(nn.Dense(24)(feats))
        return nn.sigmoid(nn.Dense(3)(h))


net = AppearanceNet()
tx = optax.adam(1e-3)


@jax.jit
def fit_frame(params, opt_state, coords, image, exposure):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, coords, exposure) - image) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
yy, xx = np.meshgrid(np.linspace(-1, 1, 8), np.linspace(-1, 1, 8), indexing="ij")
coords = np.stack([xx, yy, xx * yy, xx ** 2], -1).reshape(-1, 4).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), coords, np.float32(1.0))
opt_state = tx.init(params)
for epoch in range(2):
    for meta in FRAMES:
        image = rng.uniform(size=(64, 3)).astype(np.float32)
        exposure = frame_exposure(meta, image)
        params, opt_state, loss = fit_frame(params, opt_state, coords, image, exposure)
    print(epoch, float(loss))
