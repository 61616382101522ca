import jax
import jax.numpy as jnp
import optax
from flax import nnx

from episodes import DIM, N_WAY, EpisodeSampler

TX = optax.sgd(0.1)


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Linear(DIM, 16, rngs=rngs)
        self.head = nnx.Linear(16, N_WAY, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.body(x)))


@nnx.jit
def finetune_step(model, optimizer, x, y, mask):
    def loss_fn(m):
        per_ex = optax.softmax_cross_entropy_with_integer_labels(m(x), y)
        return jnp.sum(per_ex * mask) / jnp.sum(mask)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    sampler = EpisodeSampler()
    for ep in range(5):
        model = Classifier(nnx.Rngs(ep))
        optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
        x, y, mask = sampler.episode()
        for _ in range(3):
            loss = finetune_step(model, optimizer, x, y, mask)
        print(f"episode {ep}: {int(mask.sum())} support examples, loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
