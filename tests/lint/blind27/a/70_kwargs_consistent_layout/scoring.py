import jax
import jax.numpy as jnp


@jax.jit
def anomaly_score(centroids, features, scale):
    d = jnp.sum(((features[:, None, :] - centroids[None]) / scale) ** 2, axis=-1)
    return jnp.sqrt(jnp.min(d, axis=1))


def score_kwargs(centroids, features, scale):
    return dict(centroids=centroids, features=features, scale=scale)
