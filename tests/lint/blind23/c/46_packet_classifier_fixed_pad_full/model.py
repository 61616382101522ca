import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from data import N_CLASSES


class FlowGRU(nn.Module):
    @nn.compact
    def __call__(self, x, lengths):
        h = nn.RNN(nn.GRUCell(32))(x, seq_lengths=lengths)
        last = h[jnp.arange(x.shape[0]), lengths - 1]
        return nn.Dense(N_CLASSES)(last)


net = FlowGRU()
tx = optax.adam(3e-3)


@jax.jit
def flow_step(params, opt_state, x, lengths, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x, lengths), y).mean()
    l, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
