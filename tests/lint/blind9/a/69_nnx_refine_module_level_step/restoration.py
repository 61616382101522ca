import jax.numpy as jnp
from flax import nnx


@nnx.jit
def refine_step(model, x, step_size):
    return jnp.clip(x - step_size * model(x), 0.0, 1.0)


class ResidualDenoiser(nnx.Module):
    def __init__(self, channels=3, hidden=8, *, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(channels, hidden, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(hidden, channels, kernel_size=(3, 3), rngs=rngs)

    def __call__(self, x):
        return self.conv2(nnx.relu(self.conv1(x)))

    def refine(self, noisy, num_iters=4, step_size=0.5):
        x = noisy
        for _ in range(num_iters):
            x = refine_step(self, x, step_size)
        return x
