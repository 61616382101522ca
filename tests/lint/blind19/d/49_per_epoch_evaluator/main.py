import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from evaluator import GraphEvaluator

N, F, C = 120, 10, 4


class GraphSAGE(nn.Module):
    @nn.compact
    def __call__(self, x, s, r):
        for dim in (32, C):
            agg = jax.ops.segment_sum(x[s], r, num_segments=x.shape[0])
            deg = jax.ops.segment_sum(jnp.ones(s.shape[0]), r, num_segments=x.shape[0])
            x = nn.Dense(dim)(jnp.concatenate([x, agg / jnp.maximum(deg, 1)[:, None]], -1))
            if dim != C:
                x = nn.relu(x)
        return x


model = GraphSAGE()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, s, r, y, mask):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x, s, r), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, 500).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, 500).astype(np.int32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    split = rng.random(N)
    train_mask = jnp.asarray((split < 0.5).astype(np.float32))
    val_mask = jnp.asarray((split >= 0.5).astype(np.float32))
    params = model.init(jax.random.PRNGKey(0), x, s, r)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, x, s, r, y, train_mask)
        evaluator = GraphEvaluator(model.apply, C)
        print(epoch, float(loss), evaluator.macro_f1(params, x, s, r, y, val_mask))


if __name__ == "__main__":
    main()
