import jax
import jax.numpy as jnp


def uniform_prior(n_arms):
    return jnp.full((n_arms,), 1.0), jnp.full((n_arms,), 1.0)


@jax.jit
def thompson_round(key, alpha, beta, true_rates):
    k_draw, k_reward = jax.random.split(key)
    samples = jax.random.beta(k_draw, alpha, beta)
    arm = jnp.argmax(samples)
    reward = jax.random.bernoulli(k_reward, true_rates[arm]).astype(alpha.dtype)
    onehot = jax.nn.one_hot(arm, alpha.shape[0], dtype=alpha.dtype)
    return alpha + onehot * reward, beta + onehot * (1 - reward), arm
