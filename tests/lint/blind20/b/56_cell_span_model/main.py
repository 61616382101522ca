import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from utils import StepDecay

N_CELLS, FEAT = 32, 8


class CellMerger(nn.Module):
    """Predicts whether adjacent table cells belong to one spanning cell."""

    @nn.compact
    def __call__(self, left, right):
        x = jnp.concatenate([left, right, left - right], axis=-1)
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


model = CellMerger()


@jax.jit
def sgd_step(params, left, right, merged, lr):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply({"params": p}, left, right), merged).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda w, g: w - lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    left = jnp.asarray(rng.standard_normal((N_CELLS, FEAT)), jnp.float32)
    right = jnp.asarray(rng.standard_normal((N_CELLS, FEAT)), jnp.float32)
    merged = jnp.asarray(rng.random(N_CELLS) > 0.7, jnp.float32)
    params = model.init(jax.random.PRNGKey(0), left, right)["params"]
    schedule = StepDecay(base_lr=0.1)
    for epoch in range(5):
        lr = schedule(epoch)
        for _ in range(2):
            params, loss = sgd_step(params, left, right, merged, lr)
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
