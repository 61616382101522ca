import equinox as eqx
import jax
import jax.numpy as jnp


class AndersonState(eqx.Module):
    z: jax.Array
    xs: jax.Array
    gs: jax.Array
    count: jax.Array

    @classmethod
    def init(cls, z, memory=4):
        buf = jnp.zeros((memory,) + z.shape, z.dtype)
        return cls(z, buf, buf, jnp.zeros((), jnp.int32))


def mixing_weights(F, valid, reg=1e-6):
    m = F.shape[0]
    both = valid[:, None] & valid[None, :]
    G = jnp.where(both, F @ F.T + reg * jnp.eye(m), jnp.eye(m))
    w = jnp.linalg.solve(G, valid.astype(F.dtype)) * valid
    return w / jnp.sum(w)


@eqx.filter_jit
def anderson_step(fixed_point_map, state):
    g = fixed_point_map(state.z)
    xs = jnp.roll(state.xs, -1, axis=0).at[-1].set(state.z)
    gs = jnp.roll(state.gs, -1, axis=0).at[-1].set(g)
    memory = xs.shape[0]
    count = jnp.minimum(state.count + 1, memory)
    valid = jnp.arange(memory) >= memory - count
    alpha = mixing_weights((gs - xs) * valid[:, None], valid)
    z_new = alpha @ gs
    return AndersonState(z_new, xs, gs, count), jnp.linalg.norm(g - state.z)
