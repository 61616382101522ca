import equinox as eqx
import jax
import jax.numpy as jnp


class SpringNetwork(eqx.Module):
    springs: list
    rest: float
    stiffness: float

    def forces(self, x):
        f = jnp.zeros_like(x)
        for i, j in self.springs:
            d = x[j] - x[i]
            length = jnp.linalg.norm(d) + 1e-8
            fij = self.stiffness * (length - self.rest) * d / length
            f = f.at[i].add(fij).at[j].add(-fij)
        return f


@eqx.filter_jit
def substep(net, x, v, dt):
    a = net.forces(x) + jnp.array([0.0, -9.81])
    v = 0.98 * (v + dt * a)
    x = x + dt * v
    x = x.at[0].set(jnp.array([0.0, 0.0])).at[3].set(jnp.array([0.3, 0.0]))
    return x, v


def cut(net, severed):
    """Remove the springs crossed by the user's cutting stroke."""
    kept = [s for s in net.springs if s not in severed]
    return eqx.tree_at(lambda n: n.springs, net, kept)
