import jax.numpy as jnp

from features import week_features
from model import predict_units

coef = {"base": jnp.float32(12.0), "traffic": jnp.float32(3.1),
        "temp": jnp.float32(0.8), "promo": jnp.float32(1.7)}

season = []
for week in range(12):
    feats = week_features(week)
    units = predict_units(coef, feats)
    season.append(float(units.sum()))
print("outerwear units by week:", [round(u) for u in season])
