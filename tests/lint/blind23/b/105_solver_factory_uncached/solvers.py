import jax
import jax.numpy as jnp


def get_eikonal_sweeper(n_sweeps):
    def fast_sweep(slowness, src_mask, h):
        big = 1e6
        t = jnp.where(src_mask, 0.0, big)

        def update(t):
            a = jnp.minimum(jnp.roll(t, 1, 0), jnp.roll(t, -1, 0))
            b = jnp.minimum(jnp.roll(t, 1, 1), jnp.roll(t, -1, 1))
            f = slowness * h
            one_sided = jnp.minimum(a, b) + f
            disc = 2 * f ** 2 - (a - b) ** 2
            two_sided = 0.5 * (a + b + jnp.sqrt(jnp.maximum(disc, 0.0)))
            cand = jnp.where(jnp.abs(a - b) >= f, one_sided, two_sided)
            return jnp.minimum(t, cand)

        return jax.lax.fori_loop(0, n_sweeps, lambda i, t: update(t), t)

    return jax.jit(fast_sweep)
