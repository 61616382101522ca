import jax
import jax.numpy as jnp


def score_candidates(params, user_vec, cand_emb, cand_pop):
    affinity = cand_emb @ (params["proj"] @ user_vec)
    return affinity + params["pop_weight"] * jnp.log1p(cand_pop)
