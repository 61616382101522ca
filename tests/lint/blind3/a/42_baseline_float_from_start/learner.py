import jax
import jax.numpy as jnp


@jax.jit
def policy_gradient_step(theta, features, actions, returns, baseline):
    def objective(theta):
        logits = features @ theta
        logp = jax.nn.log_softmax(logits)
        picked = jnp.take_along_axis(logp, actions[:, None], 1)[:, 0]
        return jnp.mean(picked * (returns - baseline))

    obj, g = jax.value_and_grad(objective)(theta)
    return theta + 0.1 * g, 0.95 * baseline + 0.05 * returns.mean(), obj


class Learner:
    def __init__(self, n_features, n_actions):
        self.theta = jnp.zeros((n_features, n_actions))
        self.baseline = 0.0

    def update(self, features, actions, returns):
        self.theta, baseline, obj = policy_gradient_step(self.theta, features, actions, returns, self.baseline)
        self.baseline = float(baseline)
        return float(obj)
