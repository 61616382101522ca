import jax
import jax.numpy as jnp
import optax


@jax.jit
def member_step(params, x, y, hp):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2))(params)
    if "grad_clip" in hp:
        norm = optax.global_norm(g)
        g = jax.tree.map(lambda t: t * jnp.minimum(1.0, hp["grad_clip"] / (norm + 1e-6)), g)
    if "weight_decay" in hp:
        g = jax.tree.map(lambda t, p: t + hp["weight_decay"] * p, g, params)
    return jax.tree.map(lambda p, t: p - hp["lr"] * t, params, g), loss
