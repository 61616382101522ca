import jax
import numpy as np

from data import open_claims, batches
from model import init, predict_next_payment

params = init(jax.random.PRNGKey(0))
claims = open_claims()
total = 0.0
for x, mask in batches(claims, 64):
    total += float((predict_next_payment(params, x, mask) * (mask.sum(1) > 0)).sum())
print(f"projected next-period payments on {len(claims)} open claims: {total:,.0f}")
