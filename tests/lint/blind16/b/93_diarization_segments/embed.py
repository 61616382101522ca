import jax
import jax.numpy as jnp


@jax.jit
def embed_utterances(params, utterances):
    """utterances: list of [T_i, F] feature arrays -> [N, D] normalised embeddings."""
    outs = []
    for feats in utterances:
        h = jnp.tanh(feats @ params["w"]).mean(axis=0)
        outs.append(h / jnp.linalg.norm(h))
    return jnp.stack(outs)
