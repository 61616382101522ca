import equinox as eqx
import jax
import jax.numpy as jnp


class SKGlass(eqx.Module):
    J: jax.Array
    beta: float

    def energy(self, s):
        return -0.5 * s @ self.J @ s

    def local_fields(self, s):
        return self.J @ s


def sherrington_kirkpatrick(n, key, beta):
    a = jax.random.normal(key, (n, n)) / jnp.sqrt(n)
    J = jnp.triu(a, 1)
    return SKGlass(J=J + J.T, beta=beta)
