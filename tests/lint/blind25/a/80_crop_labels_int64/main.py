import jax
import jax.numpy as jnp
import optax

from labels import label_batches


@jax.jit
def crop_type_loss(w, feats, labels):
    logits = feats @ w
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def main():
    w = jax.random.normal(jax.random.PRNGKey(0), (10, 5)) * 0.1
    for i, (feats, labels) in enumerate(label_batches()):
        loss = crop_type_loss(w, feats, labels)
        print(f"batch {i} (labels {labels.dtype}): loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
