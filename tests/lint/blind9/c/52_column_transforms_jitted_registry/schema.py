import jax
import jax.numpy as jnp


def log_price(x):
    return jnp.log1p(jnp.maximum(x, 0.0))


def scale_age(x):
    return jnp.minimum(x, 365.0) / 365.0


def center_rating(x):
    return (x - 3.0) / 2.0


# column -> compiled transform applied before features are written out
TRANSFORMS = {
    "price": jax.jit(log_price),
    "age_days": jax.jit(scale_age),
    "rating": jax.jit(center_rating),
}


def read_batches(rng, n_batches, rows):
    for _ in range(n_batches):
        yield {
            "price": rng.lognormal(3.0, 1.0, rows).astype("float32"),
            "age_days": rng.integers(0, 2000, rows).astype("float32"),
            "rating": rng.uniform(1, 5, rows).astype("float32"),
        }
