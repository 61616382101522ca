import jax
from sampling import sample_interview_panel


def plan_week(seed, availability, seniority):
    return sample_interview_panel(jax.random.PRNGKey(seed), availability, seniority)


def replan_after_cancellation(availability, seniority, seed):
    key = jax.random.key(seed)
    return sample_interview_panel(key, availability, seniority)
