import jax
import jax.numpy as jnp
import optax

opt = optax.adam(0.05)


def curve(p, doy):
    base, amp, sos, rate = p[0], p[1], p[2], p[3]
    return base + amp / (1.0 + jnp.exp(-rate * (doy - sos)))


@jax.jit
def refit_green_up(p0, doy, ndvi):
    def loss(p):
        return jnp.mean((curve(p, doy) - ndvi) ** 2)

    def body(_, carry):
        p, s = carry
        g = jax.grad(loss)(p)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s

    p, _ = jax.lax.fori_loop(0, 200, body, (p0, opt.init(p0)))
    return p, loss(p)
