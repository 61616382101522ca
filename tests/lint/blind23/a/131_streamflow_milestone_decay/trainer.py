import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def tuned_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


class MilestoneDecay:
    def __init__(self, milestones=(4, 8), factor=0.5):
        self.milestones, self.factor = milestones, factor

    def __call__(self, opt_state, epoch):
        if epoch in self.milestones:
            lr = float(opt_state.hyperparams["learning_rate"]) * self.factor
            opt_state.hyperparams["learning_rate"] = lr
        return opt_state
