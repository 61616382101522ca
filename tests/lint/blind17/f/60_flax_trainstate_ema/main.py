import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from state import EMATrainState, warm_decay


class Projector(nn.Module):
    hidden: int = 32
    out: int = 8

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.out)(x)


model = Projector()


def distill_loss(params, ema_params, x1, x2):
    s = model.apply(params, x1)
    t = jax.lax.stop_gradient(model.apply(ema_params, x2))
    s = s / jnp.linalg.norm(s, axis=-1, keepdims=True)
    t = t / jnp.linalg.norm(t, axis=-1, keepdims=True)
    return (2 - 2 * (s * t).sum(-1)).mean()


@jax.jit
def train_step(state, x1, x2):
    loss, grads = jax.value_and_grad(distill_loss)(state.params, state.ema_params, x1, x2)
    state = state.apply_gradients(grads=grads)
    d = state.ema_decay
    ema = jax.tree_util.tree_map(lambda e, p: d * e + (1 - d) * p, state.ema_params, state.params)
    return state.replace(ema_params=ema), loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10)))
    state = EMATrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3),
                                 ema_params=jax.tree_util.tree_map(jnp.copy, params))
    for epoch in range(5):
        state = state.replace(ema_decay=warm_decay(epoch))
        for _ in range(3):
            x = rng.normal(size=(16, 10)).astype(np.float32)
            x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            state, loss = train_step(state, x1, x2)
        print(epoch, state.ema_decay, float(loss))


if __name__ == "__main__":
    main()
