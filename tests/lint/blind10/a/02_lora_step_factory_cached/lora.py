import functools

import jax
import jax.numpy as jnp


def init_lora(key, d_in, d_out, rank):
    ka, _ = jax.random.split(key)
    return {
        "A": jax.random.normal(ka, (d_in, rank)) * 0.01,
        "B": jnp.zeros((rank, d_out)),
    }


def lora_forward(base_w, adapter, x, alpha, rank):
    delta = adapter["A"] @ adapter["B"] * (alpha / rank)
    return x @ (base_w + delta)


@functools.lru_cache(maxsize=None)
def get_train_step(alpha, rank, lr):
    def loss_fn(base_w, adapter, x, y):
        logits = lora_forward(base_w, adapter, x, alpha, rank)
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))

    def train_step(base_w, adapter, x, y):
        loss, grads = jax.value_and_grad(loss_fn, argnums=1)(base_w, adapter, x, y)
        adapter = jax.tree_util.tree_map(lambda p, g: p - lr * g, adapter, grads)
        return adapter, loss

    return jax.jit(train_step)
