import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def reinforce_update(w, ctx, arms, rewards, baseline, lr):
    def surrogate(w):
        logp = jax.nn.log_softmax(ctx @ w.T)
        chosen = jnp.take_along_axis(logp, arms[:, None], 1)[:, 0]
        return -jnp.mean(chosen * (rewards - baseline))

    loss, g = jax.value_and_grad(surrogate)(w)
    new_baseline = 0.9 * baseline + 0.1 * rewards.mean()
    return w - lr * g, new_baseline, loss


class SoftmaxPolicyAgent:
    def __init__(self, n_arms, dim, lr=0.5, seed=0):
        self.w = jnp.zeros((n_arms, dim))
        self.lr = lr
        self.baseline = 0
        self.rng = np.random.default_rng(seed)

    def choose(self, ctx):
        logits = np.asarray(ctx @ np.asarray(self.w).T)
        p = np.exp(logits - logits.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        return np.array([self.rng.choice(len(row), p=row) for row in p], np.int32)

    def learn(self, ctx, arms, rewards):
        self.w, baseline, loss = reinforce_update(self.w, ctx, arms, rewards, self.baseline, self.lr)
        self.baseline = float(baseline)
        return float(loss)
