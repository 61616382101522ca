import jax
import jax.numpy as jnp


class LinUCB:
    def __init__(self, n_arms, dim, alpha=1.0):
        self.alpha = alpha
        self.A = jnp.stack([jnp.eye(dim)] * n_arms)
        self.b = jnp.zeros((n_arms, dim))

    def select(self, x):
        @jax.jit
        def ucb_scores(A, b, x):
            A_inv = jnp.linalg.inv(A)
            theta = jnp.einsum("kij,kj->ki", A_inv, b)
            bonus = jnp.sqrt(jnp.einsum("i,kij,j->k", x, A_inv, x))
            return theta @ x + self.alpha * bonus

        return int(jnp.argmax(ucb_scores(self.A, self.b, x)))

    def update(self, arm, x, reward):
        self.A = self.A.at[arm].add(jnp.outer(x, x))
        self.b = self.b.at[arm].add(reward * x)
