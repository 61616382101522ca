import jax
import jax.numpy as jnp
import numpy as np


FEATURES = ("utilization", "dti", "age_years", "delinquencies")


def bureau_extract(rng, n):
    """Bureau file parsed with numpy's default float64."""
    return np.column_stack([
        rng.uniform(0, 1, n), rng.uniform(0, 0.6, n),
        rng.uniform(18, 80, n), rng.poisson(0.3, n),
    ])


def app_extract(rng, n):
    """Application service already ships compact float32 arrays."""
    return bureau_extract(rng, n).astype(np.float32)


def standardize(X):
    return (X - X.mean(0)) / (X.std(0) + 1e-6)


COEF = jnp.asarray([1.2, 0.8, -0.4, 0.9], dtype=jnp.float32)
INTERCEPT = -2.0


@jax.jit
def default_probability(X):
    return jax.nn.sigmoid(X @ COEF + INTERCEPT)


rng = np.random.default_rng(0)
for batch_no in range(6):
    source = bureau_extract if batch_no % 2 == 0 else app_extract
    X = standardize(source(rng, 256))
    pd_hat = default_probability(X)
    print(batch_no, source.__name__, X.dtype, float(pd_hat.mean()).__round__(4))
