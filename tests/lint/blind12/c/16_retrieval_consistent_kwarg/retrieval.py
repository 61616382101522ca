import jax
import jax.numpy as jnp


@jax.jit
def cosine_scores(queries, index, temperature=1.0):
    q = queries / jnp.linalg.norm(queries, axis=-1, keepdims=True)
    k = index / jnp.linalg.norm(index, axis=-1, keepdims=True)
    return (q @ k.T) / temperature


def top_candidates(queries, index, temperature, k=5):
    scores = cosine_scores(queries, index, temperature=temperature)
    return jnp.argsort(-scores, axis=-1)[:, :k]


def calibrated_probs(queries, index, temperature):
    return jax.nn.softmax(cosine_scores(queries, index, temperature=temperature), axis=-1)
