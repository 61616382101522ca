import jax
import numpy as np
import optax
from flax import nnx

from model import PatchClassifier

TOTAL_STEPS = 3


@nnx.jit
def train_step(model, optimizer, patches, labels):
    def loss_fn(m):
        logits = m(patches)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen += 1
    return loss


def main():
    model = PatchClassifier(patch_dim=12, dim=16, num_classes=5, total_steps=TOTAL_STEPS,
                            rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for step in range(TOTAL_STEPS):
        patches = rng.normal(size=(8, 4, 12)).astype(np.float32)
        labels = rng.integers(0, 5, size=8).astype(np.int32)
        loss = train_step(model, optimizer, patches, labels)
        print(f"step {step}: loss {float(loss):.4f} drop {float(model.drop_rate()):.3f}")


if __name__ == "__main__":
    main()
