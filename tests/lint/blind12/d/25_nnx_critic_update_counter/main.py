import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from networks import ValueNet


def gae_targets(rewards, values, gamma=0.99, lam=0.95):
    adv = np.zeros_like(rewards)
    last = 0.0
    for t in reversed(range(len(rewards) - 1)):
        delta = rewards[t] + gamma * values[t + 1] - values[t]
        last = delta + gamma * lam * last
        adv[t] = last
    return adv + values


@nnx.jit
def fit_value(model, optimizer, obs, targets):
    def loss_fn(m):
        return jnp.mean((m(obs) - targets) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_done += 1
    return loss


def main():
    rng = np.random.default_rng(0)
    model = ValueNet(4, 32, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for it in range(5):
        obs = rng.normal(size=(64, 4)).astype(np.float32)
        rewards = (obs[:, 0] > 0).astype(np.float32)
        values = np.asarray(model(jnp.asarray(obs)))
        targets = gae_targets(rewards, values)
        loss = fit_value(model, optimizer, obs, targets)
        print(f"iter {it} value loss {float(loss):.4f} updates {model.updates_done}")


if __name__ == "__main__":
    main()
