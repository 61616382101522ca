import numpy as np
import jax
import flax.linen as nn
import optax
from augment import augment

class GapNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]

net = GapNet()
tx = optax.adam(5e-3)

@jax.jit
def gap_train_step(params, s, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, s = tx.update(g, s)
    return optax.apply_updates(params, u), s, l

rng = np.random.default_rng(45)
imgs = rng.normal(size=(40, 32, 32, 3)).astype(np.float32)
masks = (imgs[..., 0] > 0.8).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), imgs[:1, :24, :24])
s = tx.init(params)
for step in range(10):
    b = rng.integers(0, 40, 8)
    x, y = augment(imgs[b], masks[b], rng)
    params, s, l = gap_train_step(params, s, x, y)
print("loss", round(float(l), 4))
