from flax import nnx
import jax.numpy as jnp


class FraudScorer(nnx.Module):
    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)
        self.batches_seen = 0

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


def loss_fn(model, x, y):
    logits = model(x)
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@nnx.jit
def fraud_train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    return loss
