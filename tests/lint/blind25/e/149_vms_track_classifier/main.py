import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from resample import batches, PINGS

class TrackNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(jnp.mean(nn.relu(nn.Dense(16)(x)), axis=1))

net = TrackNet()
tx = optax.adam(1e-2)

@jax.jit
def track_step(params, s, x, y):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean())(params)
    u, s = tx.update(g, s)
    return optax.apply_updates(params, u), s, l

params = net.init(jax.random.PRNGKey(0), np.zeros((1, PINGS, 2), np.float32))
s = tx.init(params)
for x, y in batches(np.random.default_rng(118)):
    params, s, l = track_step(params, s, x, y)
    print(x.shape, round(float(l), 4))
