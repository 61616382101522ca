import jax.numpy as jnp
from flax import nnx


@nnx.jit
def eval_step(model, images, labels):
    logits = model(images)
    return jnp.sum(jnp.argmax(logits, -1) == labels)


class ValidationCallback:
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __call__(self, epoch, model):
        model.eval()
        correct = eval_step(model, self.images, self.labels)
        print(f"epoch {epoch} val_acc {int(correct) / len(self.labels):.3f}")
