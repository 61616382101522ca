import equinox as eqx
import jax
import jax.numpy as jnp


class AndersonState(eqx.Module):
    z: jax.Array
    xs: list
    gs: list


def mixing_weights(residuals, reg=1e-6):
    F = jnp.stack(residuals, axis=1)
    G = F.T @ F + reg * jnp.eye(F.shape[1])
    w = jnp.linalg.solve(G, jnp.ones(F.shape[1]))
    return w / jnp.sum(w)


@eqx.filter_jit
def anderson_step(fixed_point_map, state, memory=4):
    g = fixed_point_map(state.z)
    xs = (state.xs + [state.z])[-memory:]
    gs = (state.gs + [g])[-memory:]
    residuals = [gi - xi for gi, xi in zip(gs, xs)]
    alpha = mixing_weights(residuals)
    z_new = sum(a * gi for a, gi in zip(alpha, gs))
    return AndersonState(z_new, xs, gs), jnp.linalg.norm(g - state.z)
