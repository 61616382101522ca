import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MultiTaskNet

STEPS = 6


def multitask_loss(model, x, y):
    logits, recon = model(x)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    rec = jnp.mean((recon - x) ** 2)
    return ce + model.rec_weight() * rec, (ce, rec)


@nnx.jit
def train_step(model, optimizer, x, y):
    (loss, (ce, rec)), grads = nnx.value_and_grad(multitask_loss, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    model.seen_steps[...] += 1
    return loss, ce, rec


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 12)).astype(np.float32)
    y = rng.integers(0, 3, size=32)
    model = MultiTaskNet(12, 3, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    for step in range(STEPS):
        loss, ce, rec = train_step(model, optimizer, x, y)
        print(f"step {int(model.seen_steps[...])} loss {float(loss):.3f} ce {float(ce):.3f} rec {float(rec):.3f}")


if __name__ == "__main__":
    main()
