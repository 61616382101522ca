import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

class SpeciesCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(3)(x)

net = SpeciesCNN()
tx = optax.adam(3e-3)

@jax.jit
def cnn_train_step(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
