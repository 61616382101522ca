import jax
import jax.numpy as jnp


@jax.jit
def preference_update(prefs, arm, reward, baseline, step_size):
    probs = jax.nn.softmax(prefs)
    one_hot = jax.nn.one_hot(arm, prefs.shape[0])
    return prefs + step_size * (reward - baseline) * (one_hot - probs)


class GradientBandit:
    def __init__(self, n_arms, step_size=0.1, baseline_rate=0.1):
        self.prefs = jnp.zeros(n_arms)
        self.step_size = jnp.float32(step_size)
        self.baseline_rate = baseline_rate
        self.baseline = 0

    def policy(self):
        return jax.nn.softmax(self.prefs)

    def update(self, arm, reward):
        self.prefs = preference_update(self.prefs, arm, reward, self.baseline, self.step_size)
        self.baseline = self.baseline + self.baseline_rate * (reward - self.baseline)
