import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from utils import snapshot


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(8)(nn.relu(nn.Dense(24)(x)))
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


model = Encoder()
tx = optax.adam(2e-3)


def distill(params, teacher, x1, x2):
    z1 = model.apply(params, x1)
    t2 = jax.lax.stop_gradient(model.apply(teacher, x2))
    logits = z1 @ t2.T / 0.2
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(x1.shape[0])).mean()


@jax.jit
def train_step(params, teacher, opt_state, x1, x2):
    loss, g = jax.value_and_grad(distill)(params, teacher, x1, x2)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10)))
    teacher = jax.tree_util.tree_map(jnp.copy, params)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            x = rng.normal(size=(16, 10)).astype(np.float32)
            x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            params, opt_state, loss = train_step(params, teacher, opt_state, x1, x2)
        teacher = snapshot(params)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
