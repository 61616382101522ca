import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import FIELD_TYPES, FieldClassifier
from schedule import warmup_factor

IN_FEATURES = 12  # box geometry + nearby text features


@nnx.jit
def train_step(model, optimizer, feats, labels, grad_scale):
    def loss_fn(m):
        logits = m(feats)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    grads = jax.tree_util.tree_map(lambda g: g * grad_scale, grads)
    optimizer.update(model, grads)
    return loss


def field_batches(rng, n, batch=16):
    for _ in range(n):
        feats = rng.standard_normal((batch, IN_FEATURES)).astype(np.float32)
        labels = rng.integers(0, len(FIELD_TYPES), size=batch).astype(np.int32)
        yield feats, labels


def main():
    model = FieldClassifier(IN_FEATURES, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for step, (feats, labels) in enumerate(field_batches(rng, 7)):
        loss = train_step(model, optimizer, feats, labels, warmup_factor(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
