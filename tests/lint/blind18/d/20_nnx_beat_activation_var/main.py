import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import BeatActivation

N_BINS, FRAMES, BATCH = 24, 40, 4


@nnx.jit
def train_step(model, optimizer, spec, target):
    def loss_fn(m):
        logits = m(spec)
        return optax.sigmoid_binary_cross_entropy(logits, target).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.steps_seen.value += 1
    return loss


def main():
    model = BeatActivation(N_BINS, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(1)
    for step in range(5):
        key, k1, k2 = jax.random.split(key, 3)
        spec = jax.random.normal(k1, (BATCH, FRAMES, N_BINS))
        target = (jax.random.uniform(k2, (BATCH, FRAMES)) > 0.9).astype(jnp.float32)
        loss = train_step(model, optimizer, spec, target)
        print(step, float(loss), int(model.steps_seen.value))


if __name__ == "__main__":
    main()
