import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from data import make_dataset
from training import make_train_step


class PairPotential(nn.Module):
    @nn.compact
    def __call__(self, r):
        h = nn.softplus(nn.Dense(32)(r))
        h = nn.softplus(nn.Dense(32)(h))
        return nn.Dense(1)(h)


def lr_at(epoch, base=1e-2, decay=0.7):
    return base * decay ** epoch


if __name__ == "__main__":
    r, e = map(jnp.asarray, make_dataset())
    model = PairPotential()
    params = model.init(jax.random.PRNGKey(0), r[:1])
    tx = optax.inject_hyperparams(optax.adam)(learning_rate=lr_at(0))
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    for epoch in range(5):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr_at(epoch), dtype=jnp.float32)
        for _ in range(20):
            params, opt_state, loss = train_step(params, opt_state, r, e)
        print(f"epoch {epoch}: lr {lr_at(epoch):.4f} loss {float(loss):.5f}")
