import jax
import jax.numpy as jnp
import optax

opt = optax.adam(0.05)


def two_store(params, rain):
    kf, ks = jnp.exp(params["log_k_fast"]), jnp.exp(params["log_k_slow"])
    a = jax.nn.sigmoid(params["split"])

    def step(st, r):
        f, s = st
        f = f + a * r
        s = s + (1 - a) * r
        qf, qs = kf * f, ks * s
        return (f - qf, s - qs), qf + qs

    return jax.lax.scan(step, (0.0, 20.0), rain)[1]


@jax.jit
def adam_step(params, opt_state, rain, q_obs):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((two_store(p, rain) - q_obs) ** 2))(params)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
