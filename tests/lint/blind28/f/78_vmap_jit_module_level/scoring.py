import jax
import jax.numpy as jnp


def chamfer_to_template(query, template):
    cost = jnp.linalg.norm(query[:, None, :] - template[None, :, :], axis=-1)
    return cost.min(axis=1).mean() + cost.min(axis=0).mean()


@jax.jit
def chamfer_all(query, templates):
    return jax.vmap(chamfer_to_template, in_axes=(None, 0))(query, templates)


def score_against_templates(query, templates):
    return chamfer_all(query, templates)
