import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from features import day_features


def net_fn(feats):
    h = hk.Linear(32)(jnp.concatenate([feats["dow"], feats["lags"]]))
    if "event" in feats:
        h = h + hk.Linear(32, name="event_proj")(feats["event"])
    h = jax.nn.relu(h)
    return hk.Linear(1)(h)[0]


net = hk.without_apply_rng(hk.transform(net_fn))


@jax.jit
def predict_arrivals(params, feats):
    return net.apply(params, feats)


def main():
    rng = np.random.default_rng(0)
    params = net.init(jax.random.PRNGKey(0), day_features(3, rng))
    for day in range(1, 29):
        feats = day_features(day, rng)
        arrivals = predict_arrivals(params, feats)
        if day % 7 == 0:
            print("day", day, "predicted arrivals", round(float(arrivals), 3))


if __name__ == "__main__":
    main()
