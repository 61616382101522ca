import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class SIRModel:
    def __init__(self, beta, gamma, n_days=120, substeps=4):
        self.beta = beta
        self.gamma = gamma
        self.n_days = n_days
        self.substeps = substeps

    def tree_flatten(self):
        return (self.beta, self.gamma), (self.n_days, self.substeps)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

    def rhs(self, y):
        s, i, r = y
        new_inf = self.beta * s * i
        rec = self.gamma * i
        return jnp.stack([-new_inf, new_inf - rec, rec])


@jax.jit
def simulate(model, y0):
    h = 1.0 / model.substeps

    def day(y, _):
        for _ in range(model.substeps):
            y = y + h * model.rhs(y)
        return y, y[1]
    _, infected = jax.lax.scan(day, y0, None, length=model.n_days)
    return infected
