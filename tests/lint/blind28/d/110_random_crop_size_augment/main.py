import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from augment import RandomScaleCrop


class DebrisCoverNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]


net = DebrisCoverNet()
tx = optax.adam(2e-3)


@jax.jit
def seg_step(params, opt_state, img, mask):
    loss, g = jax.value_and_grad(lambda p: optax.sigmoid_binary_cross_entropy(net.apply(p, img), mask).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


rng = np.random.default_rng(1)
scene = rng.normal(0, 1, (48, 48, 3)).astype(np.float32)
debris = (scene[..., 0] + 0.5 * scene[..., 2] > 0.3).astype(np.float32)
crop = RandomScaleCrop()
params = net.init(jax.random.PRNGKey(0), scene[None, :8, :8])
opt_state = tx.init(params)
for step in range(12):
    img, m = crop(scene, debris)
    params, opt_state, loss = seg_step(params, opt_state, img[None], m[None])
print("final bce", float(loss))
