import jax.numpy as jnp

# column -> transform applied before features are written out
TRANSFORMS = {
    "price": lambda x: jnp.log1p(jnp.maximum(x, 0.0)),
    "age_days": lambda x: jnp.minimum(x, 365.0) / 365.0,
    "rating": lambda x: (x - 3.0) / 2.0,
}


def read_batches(rng, n_batches, rows):
    for _ in range(n_batches):
        yield {
            "price": rng.lognormal(3.0, 1.0, rows).astype("float32"),
            "age_days": rng.integers(0, 2000, rows).astype("float32"),
            "rating": rng.uniform(1, 5, rows).astype("float32"),
        }
