import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from normalize import RunningNorm

OBS_DIM = 6


class Critic(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(OBS_DIM, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def critic_step(critic, optimizer, norm, obs, returns):
    x = norm(obs)

    def loss_fn(c):
        return jnp.mean((c(x) - returns) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(critic)
    optimizer.update(critic, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    critic = Critic(nnx.Rngs(0))
    optimizer = nnx.Optimizer(critic, optax.adam(1e-3), wrt=nnx.Param)
    norm = RunningNorm(OBS_DIM)
    for it in range(5):
        obs = (rng.normal(size=(32, OBS_DIM)) * 3 + 1).astype(np.float32)
        returns = rng.normal(size=32).astype(np.float32)
        norm.observe(jnp.asarray(obs))
        loss = critic_step(critic, optimizer, norm, obs, returns)
        print(it, float(loss))


if __name__ == "__main__":
    main()
