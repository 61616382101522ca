import jax
import jax.numpy as jnp

from model import init_lora, make_train_step

D_MODEL, RANK = 32, 4
EPOCHS = 5


def get_batches(key, n_batches=3, batch=8):
    for i in range(n_batches):
        kx, ky, key = jax.random.split(key, 3)
        yield jax.random.normal(kx, (batch, D_MODEL)), jax.random.normal(ky, (batch, D_MODEL))


def main():
    key = jax.random.PRNGKey(0)
    base_w = jax.random.normal(key, (D_MODEL, D_MODEL)) / D_MODEL
    lora = init_lora(jax.random.PRNGKey(1), D_MODEL, RANK)
    lr = 1e-2
    for epoch in range(EPOCHS):
        step = make_train_step(base_w, lr)
        for x, y in get_batches(jax.random.PRNGKey(epoch)):
            lora, loss = step(lora, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
