import jax
import jax.numpy as jnp
import optax

R, C = 2.0, 10.0


@jax.jit
def plan_heating(t0, t_out, price):
    def cost(q):
        def step(t, inp):
            to, qi = inp
            t = t + ((to - t) / R + qi) / C
            return t, t

        _, temps = jax.lax.scan(step, t0, (t_out, q))
        return jnp.sum(price * q) + 5.0 * jnp.sum(jnp.maximum(20.0 - temps, 0.0) ** 2)

    opt = optax.adam(0.3)
    q = jnp.full(t_out.shape, 2.0)
    s = opt.init(q)

    def body(i, carry):
        q, s = carry
        u, s = opt.update(jax.grad(cost)(q), s)
        return jnp.clip(optax.apply_updates(q, u), 0.0, 8.0), s

    q, _ = jax.lax.fori_loop(0, 50, body, (q, s))
    return q
