import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import QueryTower

DIM = 12
DROPOUT_SCHEDULE = (0.3, 0.2, 0.1)


def contrastive(model, q, d):
    qe, de = model(q), model(d)
    logits = qe @ de.T / 0.1
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@nnx.jit
def train_step(model, optimizer, q, d):
    loss, grads = nnx.value_and_grad(contrastive)(model, q, d)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_loss(model, q, d):
    return contrastive(model, q, d)


def main():
    rng = np.random.default_rng(0)
    model = QueryTower(DIM, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    q_val = rng.normal(size=(8, DIM)).astype(np.float32)
    d_val = q_val + 0.1 * rng.normal(size=q_val.shape).astype(np.float32)
    for epoch, rate in enumerate(DROPOUT_SCHEDULE):
        model.train()
        model.drop.rate = rate
        for _ in range(3):
            q = rng.normal(size=(8, DIM)).astype(np.float32)
            d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
            train_step(model, optimizer, q, d)
        model.eval()
        print(epoch, float(eval_loss(model, q_val, d_val)))


if __name__ == "__main__":
    main()
