import jax
import jax.numpy as jnp


def init_lora(key, d_model, rank):
    k1, k2 = jax.random.split(key)
    return {
        "A": jax.random.normal(k1, (d_model, rank)) * 0.01,
        "B": jnp.zeros((rank, d_model)),
    }


def forward(base_w, lora, x):
    return x @ base_w + (x @ lora["A"]) @ lora["B"]


def make_train_step(base_w, lr):
    def loss_fn(lora, x, y):
        pred = forward(base_w, lora, x)
        return jnp.mean((pred - y) ** 2)

    def train_step(lora, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(lora, x, y)
        lora = jax.tree_util.tree_map(lambda p, g: p - lr * g, lora, grads)
        return lora, loss

    return jax.jit(train_step)
