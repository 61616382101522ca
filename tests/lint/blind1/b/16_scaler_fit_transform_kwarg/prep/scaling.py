import jax
import jax.numpy as jnp


@jax.jit
def robust_scale(x, center, spread):
    return jnp.clip((x - center) / spread, -5.0, 5.0)


class RobustScaler:
    def __init__(self, eps=1e-6):
        self.eps = eps
        self.center_ = None
        self.spread_ = None

    def fit(self, x):
        q25, q50, q75 = jnp.percentile(x, jnp.array([25.0, 50.0, 75.0]), axis=0)
        self.center_ = q50
        self.spread_ = jnp.maximum(q75 - q25, self.eps)
        return self

    def fit_transform(self, x):
        self.fit(x)
        return robust_scale(x, self.center_, self.spread_)

    def transform(self, x):
        return robust_scale(x, self.center_, spread=self.spread_)
