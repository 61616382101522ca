import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class PhaseAssociator(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


net = PhaseAssociator()
tx = optax.adam(3e-3)


@jax.jit
def assoc_step(variables, opt_state, x, y):
    def loss(v):
        return optax.sigmoid_binary_cross_entropy(net.apply(v, x), y).mean()
    l, g = jax.value_and_grad(loss)(variables)
    u, opt_state = tx.update(g, opt_state, variables)
    return optax.apply_updates(variables, u), opt_state, l
