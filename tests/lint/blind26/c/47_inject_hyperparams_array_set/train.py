import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


def loss_fn(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


class StepDecay:
    def __init__(self, every=2, factor=0.5):
        self.every = every
        self.factor = factor

    def on_epoch_start(self, opt_state, epoch):
        if epoch > 0 and epoch % self.every == 0:
            hp = opt_state.hyperparams
            hp["learning_rate"] = hp["learning_rate"] * self.factor
        return opt_state
