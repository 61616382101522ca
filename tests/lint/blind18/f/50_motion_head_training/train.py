import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, feats, future):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(feats) - future))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, feats, future):
    return jnp.mean(jnp.linalg.norm(model(feats) - future, axis=-1))


def fit(model, optimizer, loader, epochs=5):
    for epoch in range(epochs):
        model.train()
        for feats, future in loader():
            loss = train_step(model, optimizer, feats, future)
        model.eval()
        ade = sum(float(eval_step(model, f, y)) for f, y in loader())
        print(f"epoch {epoch} l1 {float(loss):.3f} ade {ade:.3f}")
