from functools import partial
import jax
import jax.numpy as jnp
from settings import SETTINGS


@partial(jax.jit, static_argnums=3)
def internal_openings(emp_vecs, job_vecs, tenure_months, n_out):
    eligible = tenure_months >= SETTINGS["min_tenure_months"]
    sims = emp_vecs @ job_vecs.T
    sims = jnp.where(eligible[:, None], sims, -1e9)
    return jax.lax.top_k(sims, n_out)


class MobilityRecommender:
    def __init__(self, job_vecs):
        self.job_vecs = job_vecs
        self.k = SETTINGS["shortlist_size"]

    def recommend(self, emp_vecs, tenure):
        return internal_openings(emp_vecs, self.job_vecs, tenure, self.k)
