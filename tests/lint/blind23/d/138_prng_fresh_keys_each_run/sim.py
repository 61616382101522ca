import jax
import jax.numpy as jnp


@jax.jit
def simulate_quiz_round(key, ability, difficulty):
    k1, k2 = jax.random.split(key)
    guess = jax.random.uniform(k1, ability.shape) < 0.1
    p = jax.nn.sigmoid(ability[:, None] - difficulty[None, :])
    answers = jax.random.bernoulli(k2, p) | guess[:, None]
    return answers.astype(jnp.float32)
