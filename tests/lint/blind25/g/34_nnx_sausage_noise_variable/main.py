import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class NoiseLevel(nnx.Variable):
    pass


class CasingDefectNet(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(24, 32, rngs=rngs)
        self.head = nnx.Linear(32, 3, rngs=rngs)
        self.noise_std = NoiseLevel(jnp.float32(0.3))
        self.rngs = rngs

    def __call__(self, x):
        x = x + self.noise_std.value * jax.random.normal(self.rngs.noise(), x.shape)
        return self.head(nnx.relu(self.enc(x)))


@nnx.jit
def casing_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(1)
    # colour, gloss, diameter variance and elasticity readings along the casing
    x = rng.normal(size=(80, 24)).astype(np.float32)
    y = (x[:, :3].argmax(1)).astype(np.int32)
    model = CasingDefectNet(nnx.Rngs(0, noise=1))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(6):
        model.noise_std.value = jnp.float32(0.3 * (1 - epoch / 6))
        loss = casing_step(model, optimizer, x, y)
        print(f"epoch {epoch}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
