import jax
import jax.numpy as jnp
import optax

tx = optax.adam(0.05)

def init_params():
    return {"log_hmax": jnp.array(3.3, dtype=jnp.float32),
            "log_b": jnp.array(0.7, dtype=jnp.float32),
            "log_k": jnp.array(-3.0, dtype=jnp.float32)}

def height(p, age):
    return jnp.exp(p["log_hmax"]) * jnp.exp(-jnp.exp(p["log_b"]) * jnp.exp(-jnp.exp(p["log_k"]) * age))

@jax.jit
def gompertz_step(p, s, age, h):
    l, g = jax.value_and_grad(lambda q: jnp.mean((height(q, age) - h) ** 2))(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l
