import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SegNet


@nnx.jit
def train_step(model, optimizer, images, masks):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    masks = (images[..., 0] > 0.3).astype(np.int32)
    model = SegNet(3, 2, freeze_steps=2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, 16, 8):
            loss = train_step(model, optimizer, jnp.asarray(images[i:i + 8]), jnp.asarray(masks[i:i + 8]))
            model.steps_seen += 1
        print(f"epoch {epoch}: loss {float(loss):.4f} steps {model.steps_seen}")


if __name__ == "__main__":
    main()
