import jax
import jax.numpy as jnp


def simulate_student(key, ability, difficulty):
    p = jax.nn.sigmoid(ability - difficulty)
    return jax.random.bernoulli(key, p).astype(jnp.float32)


@jax.jit
def simulate_quiz(key, abilities, difficulty):
    keys = jax.random.split(key, abilities.shape[0])
    answers = jax.vmap(simulate_student, in_axes=(0, 0, None))(keys, abilities, difficulty)
    return answers.mean(axis=1), answers.mean(axis=0)
