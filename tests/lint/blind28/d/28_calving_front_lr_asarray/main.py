import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

from data import sar_tiles


class FrontNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(12, (3, 3))(x))
        h = nn.relu(nn.Conv(12, (3, 3), kernel_dilation=2)(h))
        return nn.Conv(1, (1, 1))(h)[..., 0]


net = FrontNet()


def lr_at(step, peak=5e-3, warmup=5, total=30):
    if step < warmup:
        return peak * (step + 1) / warmup
    return peak * 0.5 * (1 + np.cos(np.pi * (step - warmup) / (total - warmup)))


@jax.jit
def segment_step(params, x, m, lr):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), m).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, b: a - lr * b, params, g), loss


x, m = sar_tiles()
params = net.init(jax.random.PRNGKey(0), x[:1])
for step in range(30):
    lr = jnp.asarray(lr_at(step), dtype=jnp.float32)
    params, loss = segment_step(params, x, m, lr)
print("final bce", float(loss))
