import jax
import jax.numpy as jnp
import optax

from config import TRAIN

schedule = optax.warmup_cosine_decay_schedule(0.0, TRAIN["peak_lr"], TRAIN["warmup"], TRAIN["total"])
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))


def predict(w, x):
    return jnp.tanh(x @ w["a"]) @ w["b"]


@jax.jit
def ash_step(w, state, x, y):
    l, g = jax.value_and_grad(lambda w: jnp.mean((predict(w, x) - y) ** 2))(w)
    u, state = tx.update(g, state, w)
    return optax.apply_updates(w, u), state, l
