import jax
import jax.numpy as jnp
import optax

from data import NUM_MOVES

tx = optax.adam(3e-3)


def init(key, dim=16):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (NUM_MOVES, dim)) * 0.1,
            "head": jax.random.normal(k2, (dim,)) * 0.1}


def predict(params, moves):
    mask = (moves > 0).astype(jnp.float32)
    emb = params["embed"][moves] * mask[..., None]
    pooled = emb.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return jnp.tanh(pooled @ params["head"])


@jax.jit
def train_step(params, opt_state, moves, results):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, moves) - results) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
