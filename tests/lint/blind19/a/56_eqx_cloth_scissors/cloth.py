import equinox as eqx
import jax
import jax.numpy as jnp


class SpringNetwork(eqx.Module):
    springs: jax.Array
    intact: jax.Array
    rest: float
    stiffness: float

    def forces(self, x):
        i, j = self.springs[:, 0], self.springs[:, 1]
        d = x[j] - x[i]
        length = jnp.linalg.norm(d, axis=1, keepdims=True) + 1e-8
        fij = self.intact[:, None] * self.stiffness * (length - self.rest) * d / length
        return jnp.zeros_like(x).at[i].add(fij).at[j].add(-fij)


@eqx.filter_jit
def substep(net, x, v, dt):
    a = net.forces(x) + jnp.array([0.0, -9.81])
    v = 0.98 * (v + dt * a)
    x = x + dt * v
    x = x.at[0].set(jnp.array([0.0, 0.0])).at[3].set(jnp.array([0.3, 0.0]))
    return x, v


def cut(net, severed, index):
    """Switch off the springs crossed by the user's cutting stroke."""
    rows = [index[s] for s in severed]
    return eqx.tree_at(lambda n: n.intact, net, net.intact.at[jnp.array(rows)].set(0.0))
