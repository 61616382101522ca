import jax.numpy as jnp

from model import forecast

DT = 0.05  # model time unit ~ 6 h


def lead_to_steps(lead_hours):
    return lead_hours // 6


def rmse_by_lead(analyses, leads):
    scores = {}
    for lead in leads:
        n = lead_to_steps(lead)
        errs = []
        for i in range(len(analyses) - n):
            fc = forecast(analyses[i], DT, n_steps=n)
            errs.append(jnp.sqrt(jnp.mean((fc - analyses[i + n]) ** 2)))
        scores[lead] = float(jnp.mean(jnp.stack(errs)))
    return scores
