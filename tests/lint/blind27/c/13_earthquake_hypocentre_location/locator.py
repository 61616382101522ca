import equinox as eqx
import jax
import jax.numpy as jnp


class Hypocentre(eqx.Module):
    xyz: jax.Array
    t0: jax.Array


def predicted_times(h, stations, vp=6.0):
    d = jnp.linalg.norm(stations - h.xyz, axis=1)
    return h.t0 + d / vp


@eqx.filter_jit
def anneal_step(h, stations, picks, key, temperature):
    def misfit(hh):
        r = predicted_times(hh, stations) - picks
        return jnp.sum(jnp.sqrt(r ** 2 + 0.01))

    g = eqx.filter_grad(misfit)(h)
    noise = jax.random.normal(key, (3,)) * temperature
    h = eqx.apply_updates(h, jax.tree_util.tree_map(lambda x: -0.5 * x, g))
    return eqx.tree_at(lambda m: m.xyz, h, h.xyz + noise), misfit(h)
