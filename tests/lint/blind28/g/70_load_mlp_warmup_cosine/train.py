import jax
import jax.numpy as jnp
import optax

schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=120)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.scale_by_adam(), optax.scale(-1.0))


@jax.jit
def step_fn(params, opt_state, x, y, step):
    def loss(p):
        h = jax.nn.gelu(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    u = jax.tree_util.tree_map(lambda t: schedule(step) * t, u)
    return optax.apply_updates(params, u), opt_state, l
