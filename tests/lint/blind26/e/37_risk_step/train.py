import jax
import optax

from model import InjuryRiskMLP

net = InjuryRiskMLP()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def risk_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


def step_decay(opt_state, epoch, milestones=(2, 4), factor=0.5):
    if epoch in milestones:
        opt_state.hyperparams["learning_rate"] = float(opt_state.hyperparams["learning_rate"]) * factor
    return opt_state
