import jax
import jax.numpy as jnp
import numpy as np

from features import daily_features


@jax.jit
def forecast_boardings(coef, feats):
    base = feats["lagged"].mean(axis=1) * coef["persist"]
    adj = coef["temp"] * (feats["temp"] - 18.0)
    if "event" in feats:
        adj = adj + coef["event"] * feats["event"]
    return jnp.maximum(base + adj, 0.0)


def main():
    rng = np.random.default_rng(11)
    coef = {"persist": jnp.float32(0.95), "temp": jnp.float32(0.8), "event": jnp.float32(40.0)}
    for day in range(10):
        feats = daily_features(day, 25, rng)
        pred = forecast_boardings(coef, feats)
        print(day, float(pred.sum()))


if __name__ == "__main__":
    main()
