import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from augment import RandomCropFlip


class CrevasseNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]


net = CrevasseNet()
tx = optax.adam(2e-3)


@jax.jit
def crevasse_step(params, opt_state, img, mask):
    loss, g = jax.value_and_grad(lambda p: optax.sigmoid_binary_cross_entropy(net.apply(p, img), mask).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


rng = np.random.default_rng(2)
scene = rng.normal(0, 1, (64, 64, 2)).astype(np.float32)
crevasses = (np.abs(np.sin(np.arange(64) / 3.0))[None, :] * scene[..., 1] > 0.5).astype(np.float32)
aug = RandomCropFlip()
params = net.init(jax.random.PRNGKey(0), scene[None, :32, :32])
opt_state = tx.init(params)
for step in range(12):
    img, m = aug(scene, crevasses)
    params, opt_state, loss = crevasse_step(params, opt_state, img[None], m[None])
print("final bce", float(loss))
