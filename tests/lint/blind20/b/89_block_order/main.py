import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

N_BLOCKS, FEAT = 20, 8


class ReadingOrderScorer(nn.Module):
    """Scores pairs of layout blocks: does block i precede block j?"""

    @nn.compact
    def __call__(self, a, b):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(jnp.concatenate([a, b, b - a], -1))))[..., 0]


model = ReadingOrderScorer()


def pair_loss(params, a, b, before):
    return optax.sigmoid_binary_cross_entropy(model.apply({"params": params}, a, b), before).mean()


def main():
    rng = np.random.default_rng(0)
    tx = optax.adam(1e-3)
    a = jnp.asarray(rng.standard_normal((N_BLOCKS, FEAT)), jnp.float32)
    b = jnp.asarray(rng.standard_normal((N_BLOCKS, FEAT)), jnp.float32)
    before = jnp.asarray(rng.random(N_BLOCKS) > 0.5, jnp.float32)
    params = model.init(jax.random.PRNGKey(0), a, b)["params"]
    opt_state = tx.init(params)
    for step in range(5):
        grad_fn = jax.jit(jax.value_and_grad(pair_loss))
        loss, grads = grad_fn(params, a, b, before)
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        print(step, float(loss))


if __name__ == "__main__":
    main()
