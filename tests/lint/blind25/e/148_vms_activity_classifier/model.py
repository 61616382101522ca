import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

class TrackNet(nn.Module):
    @nn.compact
    def __call__(self, x, m):
        h = nn.relu(nn.Dense(16)(x))
        pooled = jnp.sum(h * m[..., None], axis=1) / jnp.sum(m, axis=1, keepdims=True)
        return nn.Dense(2)(pooled)

net = TrackNet()
tx = optax.adam(1e-2)

@jax.jit
def vms_train_step(params, s, x, m, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x, m), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, s = tx.update(g, s)
    return optax.apply_updates(params, u), s, l
