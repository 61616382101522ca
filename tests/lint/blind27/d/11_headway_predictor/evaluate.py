import jax.numpy as jnp

from model import predict_headway


def validate(params, val_feats, val_headway):
    pred = predict_headway(params=params, feats=val_feats)
    return float(jnp.mean(jnp.abs(pred - val_headway)))
