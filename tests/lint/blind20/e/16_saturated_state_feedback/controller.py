import equinox as eqx
import jax
import jax.numpy as jnp


class StateFeedback(eqx.Module):
    K: jax.Array
    u_limit: jax.Array

    def __init__(self, K, u_limit):
        self.K = K
        self.u_limit = jnp.asarray(u_limit, dtype=jnp.float32)

    def __call__(self, x):
        return jnp.clip(-self.K @ x, -self.u_limit, self.u_limit)

    def with_limit(self, new_limit):
        return eqx.tree_at(lambda c: c.u_limit, self, jnp.asarray(new_limit, dtype=jnp.float32))
