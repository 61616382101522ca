import jax
import jax.numpy as jnp

EPS_START, EPS_END, DECAY_STEPS = 1.0, 0.05, 20


@jax.jit
def epsilon_greedy(q_values, key, step):
    frac = jnp.clip(step / DECAY_STEPS, 0.0, 1.0)
    eps = EPS_START + frac * (EPS_END - EPS_START)
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, q_values.shape[:1]) < eps
    random_actions = jax.random.randint(k2, q_values.shape[:1], 0, q_values.shape[-1])
    return jnp.where(explore, random_actions, jnp.argmax(q_values, -1))
