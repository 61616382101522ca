import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from loader import ScenarioDataset


class SocialPooling(nn.Module):
    fut: int = 16

    @nn.compact
    def __call__(self, past):
        b, a, h, _ = past.shape
        emb = nn.relu(nn.Dense(32)(past.reshape(b, a, h * 2)))
        pooled = jnp.max(emb, axis=1, keepdims=True)
        x = jnp.concatenate([emb, jnp.broadcast_to(pooled, emb.shape)], -1)
        return nn.Dense(self.fut * 2)(x).reshape(b, a, self.fut, 2)


model = SocialPooling()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))


@jax.jit
def update(params, opt_state, past, future):
    def loss_fn(p):
        return jnp.mean(jnp.linalg.norm(model.apply(p, past) - future, axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    data = ScenarioDataset(n_scenarios=52)
    params = model.init(jax.random.PRNGKey(0), data.past[:1])
    opt_state = tx.init(params)
    for epoch in range(2):
        for past, future in data.iterate(batch_size=16, shuffle_seed=epoch):
            params, opt_state, loss = update(params, opt_state, past, future)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
