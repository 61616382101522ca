import jax
import jax.numpy as jnp


@jax.jit
def predict_next(weights, skills, correct, valid, target_skill):
    same = (skills == target_skill).astype(jnp.float32) * valid
    recency = jnp.exp(weights["tau"] * (jnp.arange(skills.shape[0]) - skills.shape[0] + 1))
    evidence = jnp.sum(same * recency * (2 * correct - 1))
    overall = jnp.sum(valid * recency * (2 * correct - 1)) / (jnp.sum(valid * recency) + 1e-6)
    return jax.nn.sigmoid(weights["b"] + weights["a"] * evidence + weights["c"] * overall)
