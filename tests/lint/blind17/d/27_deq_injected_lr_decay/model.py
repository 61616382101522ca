import equinox as eqx
import jax
import jax.numpy as jnp


class DEQClassifier(eqx.Module):
    W: jax.Array
    U: jax.Array
    b: jax.Array
    head: eqx.nn.Linear
    n_iter: int = eqx.field(static=True)

    def __init__(self, d_in, d_hidden, n_classes, key, n_iter=15):
        k1, k2, k3 = jax.random.split(key, 3)
        self.W = 0.5 * jax.random.normal(k1, (d_hidden, d_hidden)) / jnp.sqrt(d_hidden)
        self.U = jax.random.normal(k2, (d_in, d_hidden)) / jnp.sqrt(d_in)
        self.b = jnp.zeros(d_hidden)
        self.head = eqx.nn.Linear(d_hidden, n_classes, key=k3)
        self.n_iter = n_iter

    def equilibrium(self, x):
        inj = x @ self.U + self.b
        z = jnp.zeros_like(inj)
        z = jax.lax.fori_loop(0, self.n_iter, lambda _, z: jnp.tanh(z @ self.W + inj), z)
        return z

    def __call__(self, x):
        return jax.vmap(self.head)(self.equilibrium(x))
