import jax
import jax.numpy as jnp
import numpy as np

from steps import model, run_batch

EPOCHS = 4


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(4, 8, 8, 3)), jnp.float32)
    masks = jnp.asarray(rng.integers(0, 3, size=(4, 8, 8)), jnp.int32)
    key = jax.random.PRNGKey(0)
    params = model.init({"params": key, "dropout": key}, images, train=False)["params"]
    for epoch in range(EPOCHS):
        for phase in ("train", "eval"):
            key, sub = jax.random.split(key)
            new_params, loss, acc = run_batch(params, images, masks, sub, train=(phase == "train"))
            if phase == "train":
                params = new_params
            print(f"epoch {epoch} {phase:5s} loss {float(loss):.3f} pixel acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
