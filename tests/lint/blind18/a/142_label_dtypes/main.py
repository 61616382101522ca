import jax
import jax.numpy as jnp
import numpy as np

from labels import load_labels


@jax.jit
def pixel_loss(logits, labels):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[..., None].astype(jnp.int32), axis=-1))


def main():
    rng = np.random.default_rng(0)
    for i in range(4):
        logits = jnp.asarray(rng.normal(size=(32, 32, 5)).astype(np.float32))
        labels = jnp.asarray(load_labels(i))
        print(f"chip {i}: labels {labels.dtype}, loss {float(pixel_loss(logits, labels)):.4f}")


if __name__ == "__main__":
    main()
