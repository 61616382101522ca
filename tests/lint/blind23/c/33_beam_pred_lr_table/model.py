import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

N_BEAMS = 32


class BeamPredictor(nn.Module):
    @nn.compact
    def __call__(self, pos):
        h = nn.relu(nn.Dense(64)(pos))
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(N_BEAMS)(h)


net = BeamPredictor()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def beam_train_step(params, opt_state, pos, beam):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, pos), beam).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
