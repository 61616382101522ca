import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import QueryDocEncoder, contrastive_loss

VOCAB, DIM, BATCH, QLEN, DLEN = 500, 16, 16, 4, 12


@nnx.jit
def train_step(model, optimizer, q_tokens, d_tokens):
    loss, grads = nnx.value_and_grad(contrastive_loss)(model, q_tokens, d_tokens)
    optimizer.update(model, grads)
    return loss


def temperature_for_epoch(epoch, start=0.5, end=0.05, epochs=4):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    rng = np.random.default_rng(0)
    model = QueryDocEncoder(VOCAB, DIM, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        model.temperature.value = jnp.asarray(temperature_for_epoch(epoch), jnp.float32)
        for _ in range(3):
            d = rng.integers(0, VOCAB, (BATCH, DLEN))
            q = d[:, :QLEN]
            loss = train_step(model, optimizer, jnp.asarray(q, jnp.int32), jnp.asarray(d, jnp.int32))
        print(f"epoch {epoch} temp {float(model.temperature.value):.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
