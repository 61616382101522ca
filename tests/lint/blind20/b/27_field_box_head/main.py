import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class FieldBoxHead(nn.Module):
    @nn.compact
    def __call__(self, feats):
        return nn.sigmoid(nn.Dense(4)(nn.relu(nn.Dense(32)(feats))))


model = FieldBoxHead()
schedule = optax.cosine_decay_schedule(1e-2, decay_steps=100)
tx = optax.sgd(1.0)


@jax.jit
def train_step(params, opt_state, step, feats, boxes):
    def loss_fn(p):
        return jnp.abs(model.apply({"params": p}, feats) - boxes).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    updates = jax.tree_util.tree_map(lambda u: u * schedule(step), updates)
    return optax.apply_updates(params, updates), opt_state, optax.safe_int32_increment(step), loss


def main():
    rng = np.random.default_rng(0)
    feats = jnp.asarray(rng.standard_normal((16, 8)), jnp.float32)
    boxes = jnp.asarray(rng.random((16, 4)), jnp.float32)
    params = model.init(jax.random.PRNGKey(0), feats)["params"]
    opt_state = tx.init(params)
    step = jnp.asarray(0, jnp.int32)
    for _ in range(5):
        params, opt_state, step, loss = train_step(params, opt_state, step, feats, boxes)
    print(int(step), float(loss))


if __name__ == "__main__":
    main()
