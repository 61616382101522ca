import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from evaluate import evaluate

DIM = 2


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.tanh(nn.Dense(DIM)(nn.relu(nn.Dense(32)(x))))


def main():
    policy = Policy()
    rng = np.random.default_rng(0)
    starts = jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32)
    goals = jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32)
    for ckpt in range(4):
        params = policy.init(jax.random.PRNGKey(ckpt), jnp.zeros((1, 2 * DIM)))
        print("checkpoint", ckpt, "success", evaluate(params, policy.apply, starts, goals))


if __name__ == "__main__":
    main()
