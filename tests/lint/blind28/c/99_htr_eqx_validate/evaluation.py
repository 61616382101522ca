import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def char_accuracy(model, images, labels):
    logits = jax.vmap(model)(images.reshape(images.shape[0], -1))
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


def validate(model, val_set):
    return float(char_accuracy(model, images=val_set[0], labels=val_set[1]))
