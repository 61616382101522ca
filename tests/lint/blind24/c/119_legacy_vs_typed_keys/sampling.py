import jax
import jax.numpy as jnp


@jax.jit
def sample_interview_panel(key, availability, seniority):
    noise = jax.random.gumbel(key, availability.shape)
    score = jnp.log(availability + 1e-6) + 0.5 * seniority + noise
    return jnp.argsort(-score)[:4]
