import jax
import jax.numpy as jnp


def template_distance(query, template):
    cost = jnp.linalg.norm(query[:, None, :] - template[None, :, :], axis=-1)
    return cost.min(axis=1).mean() + cost.min(axis=0).mean()


def score_against_templates(query, templates):
    def distance_to_all(t):
        return template_distance(query, t)

    return jax.jit(jax.vmap(distance_to_all))(templates)
