import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class EmotionRNN(nn.Module):
    @nn.compact
    def __call__(self, x, seq_lengths):
        h = nn.RNN(nn.GRUCell(24))(x, seq_lengths=seq_lengths)
        last = h[jnp.arange(x.shape[0]), seq_lengths - 1]
        return nn.Dense(4)(last)


model = EmotionRNN()
tx = optax.adam(3e-3)


@jax.jit
def emotion_step(params, opt_state, x, lengths, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x, lengths), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss
