import jax
import jax.numpy as jnp
import numpy as np

RANK = 4
D = 16


def init_lora(key):
    k1, k2 = jax.random.split(key)
    return {"A": jax.random.normal(k1, (D, RANK)) * 0.01, "B": jnp.zeros((RANK, D))}


@jax.jit
def lora_step(lora, base_w, x, y):
    def loss_fn(p):
        w = base_w + p["A"] @ p["B"]
        return jnp.mean((x @ w - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(lora)
    lora = jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, lora, grads)
    return lora, loss


def main():
    rng = np.random.default_rng(0)
    base_w = jnp.asarray(rng.normal(size=(D, D)), dtype=jnp.float32)
    lora = init_lora(jax.random.PRNGKey(0))
    for epoch in range(5):
        x = jnp.asarray(rng.normal(size=(8, D)), dtype=jnp.float32)
        y = jnp.asarray(rng.normal(size=(8, D)), dtype=jnp.float32)
        lora, loss = lora_step(lora, base_w, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
