import equinox as eqx
import jax
import jax.numpy as jnp


class BurgersPINN(eqx.Module):
    net: eqx.nn.MLP
    nu: float

    def __init__(self, nu, key):
        self.net = eqx.nn.MLP(2, 1, 20, 3, activation=jnp.tanh, key=key)
        self.nu = nu

    def u(self, x, t):
        return self.net(jnp.stack([x, t]))[0]

    def residual(self, x, t):
        u = self.u(x, t)
        u_x = jax.grad(self.u, 0)(x, t)
        u_t = jax.grad(self.u, 1)(x, t)
        u_xx = jax.grad(jax.grad(self.u, 0), 0)(x, t)
        return u_t + u * u_x - self.nu * u_xx


def with_viscosity(model, nu):
    return eqx.tree_at(lambda m: m.nu, model, nu)
