import jax
import jax.numpy as jnp
import numpy as np


def fill_missing(col, missing_mask):
    """Mean-impute the missing entries of a column; untouched if nothing is missing."""
    if not missing_mask.any():
        return col
    out = col.astype(np.float64)
    out[missing_mask] = out[~missing_mask].mean()
    return out


def make_partition(rng, n_rows, p_missing):
    impressions = rng.integers(1, 50, size=n_rows)
    clicks = rng.binomial(impressions, 0.05)
    missing = rng.random(n_rows) < p_missing
    return {
        "impressions": fill_missing(impressions, missing),
        "clicks": clicks,
    }


@jax.jit
def fit_ctr(impressions, clicks, n_iter=50):
    x = jnp.log1p(impressions)

    def body(i, ab):
        a, b = ab
        p = jax.nn.sigmoid(a + b * x)
        ga = jnp.mean(impressions * p - clicks)
        gb = jnp.mean((impressions * p - clicks) * x)
        return a - 0.01 * ga, b - 0.01 * gb

    a, b = jax.lax.fori_loop(0, n_iter, body, (jnp.float32(-3.0), jnp.float32(0.0)))
    return a, b


rng = np.random.default_rng(11)
for day, p_missing in enumerate([0.0, 0.02, 0.0, 0.05, 0.0, 0.01]):
    part = make_partition(rng, 256, p_missing)
    a, b = fit_ctr(jnp.asarray(part["impressions"]), jnp.asarray(part["clicks"]))
    print(f"day {day}: a={float(a):.3f} b={float(b):.3f}")
