import jax
import jax.numpy as jnp


@jax.jit
def gradient_bandit_step(prefs, arm, reward, baseline, step_size=0.1):
    """Sutton & Barto gradient bandit update with a running reward baseline."""
    probs = jax.nn.softmax(prefs)
    one_hot = jax.nn.one_hot(arm, prefs.shape[0])
    prefs = prefs + step_size * (reward - baseline) * (one_hot - probs)
    new_baseline = baseline + 0.1 * (reward - baseline)
    return prefs, new_baseline
