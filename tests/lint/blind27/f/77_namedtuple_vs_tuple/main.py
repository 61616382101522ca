import jax
import jax.numpy as jnp
import optax

from dataset import CorePhotoDataset

tx = optax.adam(1e-2)


@jax.jit
def rqd_step(w, s, batch):
    img, rqd = batch

    def loss(w_):
        pred = jax.nn.sigmoid(img.reshape(img.shape[0], -1) @ w_["w"] + w_["b"])
        return jnp.mean((pred - rqd) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    u, s = tx.update(g, s)
    return optax.apply_updates(w, u), s, l


def main():
    ds = CorePhotoDataset()
    w = {"w": jnp.zeros(256), "b": jnp.zeros(())}
    s = tx.init(w)
    for epoch in range(3):
        for batch in ds.batches(32, augment=True):
            w, s, l = rqd_step(w, s, batch)
        print(f"epoch {epoch}: RQD mse {float(l):.5f}")


if __name__ == "__main__":
    main()
