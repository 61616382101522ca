import jax
import jax.numpy as jnp


class ReinforceAgent:
    def __init__(self, params, lr=0.1, baseline_decay=0.9):
        self.params = params
        self.lr = lr
        self.baseline_decay = baseline_decay
        self.baseline = 0

    def observe_returns(self, returns):
        self.baseline = self.baseline_decay * self.baseline + (1 - self.baseline_decay) * returns.mean()


def pg_loss(params, obs, actions, returns, baseline):
    logp = jax.nn.log_softmax(obs @ params)
    chosen = jnp.take_along_axis(logp, actions[:, None], 1)[:, 0]
    return -jnp.mean(chosen * (returns - baseline))


@jax.jit
def pg_update(params, obs, actions, returns, baseline, lr):
    return params - lr * jax.grad(pg_loss)(params, obs, actions, returns, baseline)
