import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from checkpoint import InMemoryCheckpointer

HIST, FUT = 8, 12


class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, past):
        h = nn.tanh(nn.Dense(48)(past.reshape(past.shape[0], -1)))
        return nn.Dense(FUT * 2)(h).reshape(-1, FUT, 2)


model = Forecaster()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, past, future):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, past) - future) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, past, future):
    pred = model.apply(params, past)
    return jnp.mean(jnp.linalg.norm(pred - future, axis=-1))


def data(key):
    traj = jnp.cumsum(jax.random.normal(key, (32, HIST + FUT, 2)), axis=1)
    return traj[:, :HIST], traj[:, HIST:]


def main():
    ckpt = InMemoryCheckpointer()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, HIST, 2)))
    opt_state = tx.init(params)
    val = data(jax.random.PRNGKey(42))
    key = jax.random.PRNGKey(1)
    for step in range(6):
        key, k = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, *data(k))
        if step % 2 == 1:
            ckpt.save(step, params)
            print(step, "live ade", float(evaluate(params, *val)))
    best = ckpt.restore(ckpt.latest())
    print("restored ade", float(evaluate(best, *val)))


if __name__ == "__main__":
    main()
