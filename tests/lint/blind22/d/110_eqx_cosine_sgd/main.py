import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from schedule import cosine_lr

N_FEAT, STEPS = 16, 5


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        z = jax.vmap(m)(x)[:, 0]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(N_FEAT, 1, 24, 1, key=jax.random.PRNGKey(0))
    for step in range(STEPS):
        x = rng.normal(size=(32, N_FEAT)).astype(np.float32)
        y = (x[:, 3] > 0.2).astype(np.float32)
        model, loss = sgd_step(model, x, y, jnp.float32(cosine_lr(step, STEPS)))
    print(float(loss))


if __name__ == "__main__":
    main()
