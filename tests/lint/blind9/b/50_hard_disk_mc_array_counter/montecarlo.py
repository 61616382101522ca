import jax
import jax.numpy as jnp


def overlaps(pos, i, trial, box, diameter):
    d = pos - trial
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d ** 2, -1)
    others = jnp.arange(pos.shape[0]) != i
    return jnp.any((r2 < diameter ** 2) & others)


@jax.jit
def mc_sweep(pos, key, n_accepted, box, diameter=1.0, max_disp=0.15):
    def move(i, carry):
        pos, key, acc = carry
        key, k1 = jax.random.split(key)
        trial = jnp.mod(pos[i] + jax.random.uniform(k1, (2,), minval=-max_disp, maxval=max_disp), box)
        ok = ~overlaps(pos, i, trial, box, diameter)
        pos = pos.at[i].set(jnp.where(ok, trial, pos[i]))
        return pos, key, acc + ok.astype(jnp.int32)
    pos, key, n_accepted = jax.lax.fori_loop(0, pos.shape[0], move, (pos, key, n_accepted))
    return pos, n_accepted
